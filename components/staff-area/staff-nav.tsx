import { SiteLink } from '@/components/ui/site-link';
import { paths } from '@/lib/site/paths';
import { staffPaths } from '@/lib/site/staff-paths';
import styles from './staff-nav.module.scss';

export type StaffSection = 'estadisticas' | 'clientes' | 'cfdi';

const SECTIONS = [
  { section: 'estadisticas', label: 'Estadísticas', href: paths.staffPanel },
  { section: 'clientes', label: 'Clientes', href: staffPaths.clients },
  { section: 'cfdi', label: 'CFDI', href: staffPaths.cfdi },
] as const satisfies readonly { section: StaffSection; label: string; href: string }[];

const describePending = (count: number) => `${count} ${count === 1 ? 'pendiente' : 'pendientes'}`;

type StaffNavProps = {
  current: StaffSection;
  /** CFDI waiting to be issued; null while unknown. */
  pending: number | null;
};

/** The dashboard's pages, the current one marked, and the CFDI that wait beside their page. */
export function StaffNav({ current, pending }: StaffNavProps) {
  return (
    <nav className={styles.nav} aria-label="Secciones del panel">
      <ul className={styles.list}>
        {SECTIONS.map(({ section, label, href }) => (
          <li key={section}>
            <SiteLink
              href={href}
              className={styles.link}
              aria-current={section === current ? 'page' : undefined}
            >
              {label}
              {section === 'cfdi' && pending !== null && pending > 0 && (
                <>
                  <span className={styles.hidden}> ({describePending(pending)})</span>
                  <span className={styles.badge} aria-hidden="true">
                    {describePending(pending)}
                  </span>
                </>
              )}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
