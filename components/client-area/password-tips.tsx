import type { PasswordTipsContent } from '@/lib/content/pages';
import styles from './login-help.module.scss';

/** Beside the form where a client chooses a password: what makes a good one. */
export function PasswordTips({ tips }: { tips: PasswordTipsContent }) {
  return (
    <aside className={styles.help} aria-labelledby="consejos-contrasena">
      <h2 id="consejos-contrasena" className={styles.heading}>
        {tips.title}
      </h2>
      <ul className={styles.list}>
        {tips.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </aside>
  );
}
