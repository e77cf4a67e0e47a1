'use client';

import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { formatSpanishDate } from '@/lib/site/format';
import styles from './work-section.module.scss';

/** What a form does once saved: closes, then reads the client again. */
export const closeAndRefresh = (close: () => void, onChanged: () => Promise<void>) => () => {
  close();
  void onChanged();
};

type WorkSectionProps = {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** The "Agregar …" button's text; none when the staff member cannot change. */
  addLabel?: string;
  renderAdd?: (close: () => void) => ReactNode;
  /** Said instead of the rows when there are none. */
  empty: string;
  count: number;
  children: ReactNode;
};

/** A section of a client's page: its rows and, for a manager, the form that adds one. */
export function WorkSection({
  id,
  title,
  addLabel,
  renderAdd,
  empty,
  count,
  children,
}: WorkSectionProps) {
  const [adding, setAdding] = useState(false);
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.top}>
        <h2 id={id} className={styles.heading}>
          {title}
        </h2>
        {addLabel && renderAdd && !adding && (
          <Button type="button" size="sm" variant="secondary" onClick={() => setAdding(true)}>
            {addLabel}
          </Button>
        )}
      </div>
      {adding && renderAdd?.(() => setAdding(false))}
      {count === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul className={styles.rows}>{children}</ul>
      )}
    </section>
  );
}

type WorkItemProps = {
  title: string;
  /** The day it ended, when it has. */
  endedOn: string | null;
  /** Each fact's term and value, in order. */
  facts: [term: string, value: ReactNode][];
  children?: ReactNode;
};

/** A row of a section for something that runs until it ends: a service or a project. */
export function WorkItem({ title, endedOn, facts, children }: WorkItemProps) {
  return (
    <li className={styles.row}>
      <div className={styles.rowTop}>
        <h3 className={styles.title}>{title}</h3>
        {endedOn && <span className={styles.ended}>Terminado el {formatSpanishDate(endedOn)}</span>}
      </div>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </li>
  );
}
