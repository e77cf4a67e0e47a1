import { storageInventory, type StorageEntry } from '@/lib/browser/storage-inventory';
import styles from './storage-table.module.scss';

/** The cookie and storage keys (by default, all the site writes) as a table that scrolls sideways on narrow screens. */
export function StorageTable({
  entries = storageInventory,
}: {
  entries?: readonly StorageEntry[];
}) {
  return (
    <div
      className={styles.scroller}
      role="region"
      aria-labelledby="almacenamiento-tabla"
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption id="almacenamiento-tabla" className={styles.caption}>
          Cookies y claves de almacenamiento que escribe este sitio
          <span className={styles.hint}> (desliza la tabla para ver todas las columnas)</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">Nombre</th>
            <th scope="col">Tipo</th>
            <th scope="col">Finalidad</th>
            <th scope="col">Duración</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.key}>
              <th scope="row">
                <code>{entry.key}</code>
              </th>
              <td className={styles.kind}>{entry.kind}</td>
              <td>{entry.purpose}</td>
              <td>{entry.duration}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
