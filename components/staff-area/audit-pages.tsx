import { Button } from '@/components/ui/button';
import styles from './audit-log.module.scss';

type AuditPagesProps = {
  /** Counted from the newest; null for a page opened by a link, whose place is unknown. */
  pageNumber: number | null;
  /** Whether the page before is known; if not, «Las más recientes» leads to the newest. */
  knowsNewer: boolean;
  /** Turn to the newer or the older page; null where there is none. */
  onNewer: (() => void) | null;
  onOlder: (() => void) | null;
  /** A page is loading: the older page's cursor is not known yet. */
  busy: boolean;
};

/** The audit log's pages: the newer and older ones around the page's number. */
export function AuditPages({ pageNumber, knowsNewer, onNewer, onOlder, busy }: AuditPagesProps) {
  return (
    <nav className={styles.pages} aria-label="Páginas de la bitácora">
      {pageNumber !== null && <span className={styles.pageNumber}>Página {pageNumber}</span>}
      {onNewer && (
        <Button type="button" size="sm" variant="secondary" onClick={onNewer}>
          {knowsNewer ? 'Más recientes' : 'Las más recientes'}
        </Button>
      )}
      {onOlder && (
        <Button
          type="button"
          size="sm"
          variant="secondary"
          className={styles.older}
          disabled={busy}
          onClick={onOlder}
        >
          Más antiguas
        </Button>
      )}
    </nav>
  );
}
