'use client';

import { useCallback, useEffect, useState } from 'react';
import type { StaffSession } from '@/components/staff-area/staff-page';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { fetchClients } from '@/lib/staff-area/client-work-api';
import { describeSentLink } from '@/lib/staff-area/client-account';
import type { NewClientAnswer } from '@/lib/staff-area/client-work-contract';
import { ClientLink } from './client-link';
import { NewClientForm } from './new-client-form';
import { useWorkRead } from './use-work-read';
import styles from './client-list.module.scss';

const SEARCH_DELAY_MS = 250;

/** The agency's clients, searched as the staff member types; a manager adds new ones here. */
export function ClientList({ session }: { session: StaffSession }) {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<NewClientAnswer | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(typed.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  const load = useCallback(() => fetchClients(query), [query]);
  const { value, problem, loading, reload } = useWorkRead(load, session.onExpired);

  return (
    <div className={styles.list}>
      {session.canChange && (
        <div className={styles.add}>
          {!adding && (
            <Button
              type="button"
              size="sm"
              onClick={() => {
                setCreated(null);
                setAdding(true);
              }}
            >
              Agregar cliente
            </Button>
          )}
          {adding && (
            <NewClientForm
              onExpired={session.onExpired}
              onCancel={() => setAdding(false)}
              onCreated={(answer) => {
                setAdding(false);
                setCreated(answer);
                void reload();
              }}
            />
          )}
          <p className={styles.sent} role="status">
            {created && describeSentLink('invitacion', created.invitation)}
          </p>
          {created && (
            <ClientLink clientId={created.client.id} className={styles.name}>
              Ver la página de {created.client.name}
            </ClientLink>
          )}
        </div>
      )}
      <section className={styles.card} aria-labelledby="clientes-titulo">
        <h2 id="clientes-titulo" className={styles.heading}>
          Clientes
        </h2>
        <SearchField
          label="Buscar cliente"
          placeholder="Nombre, empresa, correo o RFC"
          hint="Sin importar acentos ni mayúsculas: «perez» encuentra a «Pérez»."
          value={typed}
          onChange={setTyped}
        />
        <p className={styles.status} role="status">
          {loading
            ? 'Buscando…'
            : value &&
              (value.clients.length === 1 ? '1 cliente' : `${value.clients.length} clientes`)}
        </p>
        {problem === 'failed' && (
          <p className={styles.problem} role="alert">
            No pudimos cargar los clientes. Revisa tu conexión e intenta de nuevo.
          </p>
        )}
        {value && value.clients.length === 0 && !loading && (
          <p className={styles.empty}>
            {query ? `Ningún cliente coincide con «${query}».` : 'Todavía no hay clientes.'}
          </p>
        )}
        {value && value.clients.length > 0 && (
          <ul className={styles.rows}>
            {value.clients.map((client) => (
              <li key={client.id} className={styles.row}>
                <div className={styles.who}>
                  <ClientLink clientId={client.id} className={styles.name}>
                    {client.name}
                  </ClientLink>
                  <span className={styles.company}>{client.company}</span>
                </div>
                <span className={styles.detail}>{client.email}</span>
                <span className={styles.detail}>
                  {client.rfc ? `RFC ${client.rfc}` : 'Sin RFC'}
                </span>
                <span className={client.disabled ? styles.disabled : styles.active}>
                  {client.disabled ? 'Acceso desactivado' : 'Acceso activo'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
