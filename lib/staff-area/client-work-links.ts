// lib/staff-area: which client the clients page shows and which messages the outbox shows, kept in their URLs (`?cliente=7`, `?estado=fallido`). Runs anywhere; pure functions.
import { OUTBOX_FILTERS, type OutboxFilter } from './client-work-constants';

// A static export cannot render a page per client: the list and a client's page share one
// route, and the query says which one shows, so a client's page can be bookmarked or sent.

/** The client chosen in a page's query string, or null for the list. */
export function readChosenClient(search: string): number | null {
  const text = new URLSearchParams(search).get('cliente') ?? '';
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null;
}

/** The query string of a client's page. */
export const buildClientSearch = (clientId: number): string => `?cliente=${clientId}`;

/** The outbox's filter in a page's query string (`?estado=fallido`), every message without one. */
export function readOutboxFilter(search: string): OutboxFilter {
  const text = new URLSearchParams(search).get('estado');
  return OUTBOX_FILTERS.find((filter) => filter === text) ?? 'todos';
}

/** The query string of the outbox under `filter`: none for every message. */
export const buildOutboxSearch = (filter: OutboxFilter): string =>
  filter === 'todos' ? '' : `?estado=${filter}`;
