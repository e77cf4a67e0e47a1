import { usePathname } from 'next/navigation';
import { SiteLink } from '@/components/ui/site-link';
import { paths } from '@/lib/site/paths';
import { staffPaths } from '@/lib/site/staff-paths';
import styles from './staff-nav.module.scss';

const SECTIONS = [
  { label: 'Estadísticas', href: paths.staffPanel },
  { label: 'Clientes', href: staffPaths.clients },
  { label: 'CFDI', href: staffPaths.cfdi },
  { label: 'Correos', href: staffPaths.outbox },
  { label: 'Bitácora', href: staffPaths.audit },
] as const;

const describePending = (count: number) => `${count} ${count === 1 ? 'pendiente' : 'pendientes'}`;

type StaffNavProps = {
  pending: number | null;
  /** Only a manager reads the audit log: a reader's bar leaves «Bitácora» out. */
  readsAudit: boolean;
};

/** The dashboard's pages, the current one marked, and the CFDI that wait beside their page. */
export function StaffNav({ pending, readsAudit }: StaffNavProps) {
  const pathname = usePathname();
  const sections = readsAudit ? SECTIONS : SECTIONS.filter(({ href }) => href !== staffPaths.audit);
  return (
    <nav className={styles.nav} aria-label="Secciones del panel">
      <ul className={styles.list}>
        {sections.map(({ label, href }) => (
          <li key={href}>
            <SiteLink
              href={href}
              className={styles.link}
              aria-current={href === pathname ? 'page' : undefined}
            >
              {label}
              {href === staffPaths.cfdi && pending !== null && pending > 0 && (
                <>
                  <span className={styles.hidden}> ({describePending(pending)})</span>
                  <span className={styles.badge} aria-hidden="true">
                    {pending}
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
