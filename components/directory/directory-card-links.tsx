import type { ComponentType, SVGProps } from 'react';
import { GlobeIcon, InstagramIcon, WhatsAppIcon } from '@/components/ui/icons';
import type { DirectoryEntry } from '@/lib/content/directory';
import styles from './directory-card-links.module.scss';

type LinkKind = keyof DirectoryEntry['links'];

const linkKinds: readonly {
  kind: LinkKind;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  { kind: 'website', label: 'Sitio web', Icon: GlobeIcon },
  { kind: 'whatsapp', label: 'WhatsApp', Icon: WhatsAppIcon },
  { kind: 'instagram', label: 'Instagram', Icon: InstagramIcon },
];

type DirectoryCardLinksProps = { name: string; links: DirectoryEntry['links'] };

/** The business's website and social links, each opening in a new tab. */
export function DirectoryCardLinks({ name, links }: DirectoryCardLinksProps) {
  const available = linkKinds.filter(({ kind }) => links[kind]);
  return (
    <ul className={styles.links}>
      {available.map(({ kind, label, Icon }) => (
        <li key={kind}>
          <a
            href={links[kind]}
            className={styles.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} de ${name} (abre en otra pestaña)`}
          >
            <Icon width={18} height={18} />
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}
