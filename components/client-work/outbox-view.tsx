'use client';

import { useCallback, useState } from 'react';
import { useUrlSearch } from '@/components/hooks/use-url-search';
import type { StaffSession } from '@/components/staff-area/staff-page';
import { Button } from '@/components/ui/button';
import { describeRetriedMessage } from '@/lib/staff-area/client-account';
import { fetchOutbox } from '@/lib/staff-area/client-work-api';
import type { OutboxFilter } from '@/lib/staff-area/client-work-constants';
import { buildOutboxSearch, readOutboxFilter } from '@/lib/staff-area/client-work-links';
import { OutboxFilters } from './outbox-filters';
import { OutboxList } from './outbox-list';
import { useWorkRead } from './use-work-read';
import styles from './outbox.module.scss';
import section from './work-section.module.scss';

const HEADINGS = {
  todos: 'Todos los correos',
  pendiente: 'Correos por enviar',
  enviado: 'Correos enviados',
  fallido: 'Correos que fallaron',
} as const satisfies Record<OutboxFilter, string>;

const EMPTY = {
  todos: 'Todavía no se ha enviado ningún correo.',
  pendiente: 'No hay correos esperando: todos salieron.',
  enviado: 'Todavía no se ha enviado ningún correo.',
  fallido: 'Ningún correo ha fallado.',
} as const satisfies Record<OutboxFilter, string>;

/**
 * The outbox, newest first, 50 at a time: the filter lives in the URL (`?estado=fallido`), so a
 * view can be reloaded or sent; «Más antiguos» follows the answer's `next`.
 */
export function OutboxView({ session }: { session: StaffSession }) {
  const [search, setSearch] = useUrlSearch({ history: 'push' });
  const filter = readOutboxFilter(search);
  // The pages walked past under this filter: each one's `antes`.
  const [paging, setPaging] = useState<{ filter: OutboxFilter; before: number[] }>({
    filter,
    before: [],
  });
  const before = paging.filter === filter ? paging.before : [];
  const cursor = before.at(-1) ?? null;
  const [retried, setRetried] = useState('');

  const load = useCallback(() => fetchOutbox(filter, cursor), [filter, cursor]);
  const { value, problem, loading, reload } = useWorkRead(load, session.onExpired);
  const turn = (next: number[]) => setPaging({ filter, before: next });

  return (
    <section className={section.section} aria-labelledby="correos-titulo" aria-busy={loading}>
      <div className={section.top}>
        <h2 id="correos-titulo" className={section.heading}>
          {HEADINGS[filter]}
        </h2>
        <OutboxFilters
          filter={filter}
          counts={value?.counts ?? null}
          onChange={(next) => {
            setRetried('');
            setSearch(buildOutboxSearch(next));
          }}
        />
      </div>
      <p className={section.sent} role="status">
        {retried}
      </p>
      {problem === 'failed' && (
        <p className={styles.problem} role="alert">
          No pudimos cargar los correos. Revisa tu conexión y recarga la página.
        </p>
      )}
      {!value && !problem && <p className={section.empty}>Cargando los correos…</p>}
      {value && value.messages.length === 0 && <p className={section.empty}>{EMPTY[filter]}</p>}
      {value && value.messages.length > 0 && (
        <OutboxList
          messages={value.messages}
          session={session}
          showRecipient
          onRetried={(message) => {
            setRetried(describeRetriedMessage(message));
            void reload();
          }}
        />
      )}
      {value && (before.length > 0 || value.next !== null) && (
        <nav className={styles.pages} aria-label="Páginas de correos">
          {before.length > 0 && (
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={loading}
              onClick={() => turn(before.slice(0, -1))}
            >
              Más recientes
            </Button>
          )}
          {value.next !== null && (
            <Button
              type="button"
              size="sm"
              variant="secondary"
              className={styles.older}
              disabled={loading}
              onClick={() => value.next !== null && turn([...before, value.next])}
            >
              Más antiguos
            </Button>
          )}
        </nav>
      )}
    </section>
  );
}
