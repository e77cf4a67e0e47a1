import { CheckIcon, CloseIcon } from '@/components/ui/icons';
import styles from './check-list.module.scss';

/** A list of short sentences, each behind a tick (or a cross for what is left out). */
export function CheckList({
  items,
  tone = 'included',
}: {
  items: readonly string[];
  tone?: 'included' | 'excluded';
}) {
  const Mark = tone === 'included' ? CheckIcon : CloseIcon;
  return (
    <ul className={`${styles.list} ${styles[tone]}`}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <Mark className={styles.mark} width={20} height={20} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
