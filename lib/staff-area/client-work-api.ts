// lib/staff-area: the browser's calls to the client work's API. Runs in the browser (the dashboard) and in tests.
import {
  isCfdiQueue,
  isClientDetail,
  isClientList,
  isOutboxPage,
  isPendingCounts,
} from './client-work-answers';
import {
  CLIENT_WORK_FIELD_LABELS,
  CLIENT_WORK_ROUTES,
  buildClientWorkPath,
  type ClientWorkField,
  type ClientWorkRoute,
  type OutboxFilter,
} from './client-work-constants';
import type { CfdiQueue, ClientDetail, ClientList, OutboxPage } from './client-work-contract';
import { isObject, isString } from './staff-answers';
import { getJson, postJson, readBody } from './staff-api';

export type ReadResult<T> =
  { kind: 'ok'; value: T } | { kind: 'unauthorized' } | { kind: 'not-found' } | { kind: 'failed' };

/** A change's answer: done, or why not, in the API's Spanish words. */
export type ChangeResult<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'invalid'; error: string; field?: ClientWorkField }
  | { kind: 'conflict'; error: string }
  | { kind: 'refused'; error: string }
  | { kind: 'unauthorized' }
  | { kind: 'failed' };

export type RowIds = Parameters<typeof buildClientWorkPath>[1];

const FAILED_TEXT =
  'No pudimos guardar el cambio. Revisa tu conexión a internet e intenta de nuevo.';

const isKnownField = (field: unknown): field is ClientWorkField =>
  isString(field) && field in CLIENT_WORK_FIELD_LABELS;

async function read<T>(
  route: ClientWorkRoute,
  ids: RowIds,
  search: string,
  check: (value: unknown) => value is T,
): Promise<ReadResult<T>> {
  try {
    const response = await getJson(buildClientWorkPath(route, ids), search);
    if (response.status === 401) return { kind: 'unauthorized' };
    if (response.status === 404) return { kind: 'not-found' };
    if (!response.ok) return { kind: 'failed' };
    const value = await readBody(response, check);
    return value ? { kind: 'ok', value } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/** The clients whose name, company, e-mail or RFC hold every word of `query`. */
export const fetchClients = (query: string): Promise<ReadResult<ClientList>> =>
  read(CLIENT_WORK_ROUTES.clients, {}, query ? `q=${encodeURIComponent(query)}` : '', isClientList);

/** A client's page: services, projects, invoices, CFDI requests and access log. */
export const fetchClientDetail = (clientId: number): Promise<ReadResult<ClientDetail>> =>
  read(CLIENT_WORK_ROUTES.client, { clientId }, '', isClientDetail);

/** The CFDI requests that wait (`pendientes`) or every one (`todas`), oldest first. */
export const fetchCfdiQueue = (filter: 'pendientes' | 'todas'): Promise<ReadResult<CfdiQueue>> =>
  read(CLIENT_WORK_ROUTES.cfdiQueue, {}, `estado=${filter}`, isCfdiQueue);

/**
 * A page of the outbox, newest first: the messages of `filter`, older than the message `before`
 * when given (the `next` of the page before).
 */
export function fetchOutbox(
  filter: OutboxFilter,
  before: number | null,
): Promise<ReadResult<OutboxPage>> {
  const search = new URLSearchParams({ estado: filter });
  if (before !== null) search.set('antes', String(before));
  return read(CLIENT_WORK_ROUTES.outbox, {}, search.toString(), isOutboxPage);
}

/** How many CFDI wait to be issued. */
export async function fetchPendingCfdi(): Promise<ReadResult<number>> {
  const result = await read(CLIENT_WORK_ROUTES.pending, {}, '', isPendingCounts);
  return result.kind === 'ok' ? { kind: 'ok', value: result.value.cfdiPending } : result;
}

/**
 * Sends a change: `route` with its `ids` filled in and `body` as JSON. A refusal comes back with
 * the API's message, and for bad input the field it names.
 */
export async function sendClientWork<T>(
  route: ClientWorkRoute,
  ids: RowIds,
  body: object,
  check: (value: unknown) => value is T,
): Promise<ChangeResult<T>> {
  try {
    const response = await postJson(buildClientWorkPath(route, ids), body);
    if (response.status === 401) return { kind: 'unauthorized' };
    if (response.ok) {
      const value = await readBody(response, check);
      return value ? { kind: 'ok', value } : { kind: 'failed' };
    }
    const answer: unknown = await response.json().catch(() => null);
    const error = isObject(answer) && isString(answer.error) ? answer.error : FAILED_TEXT;
    if (response.status === 400) {
      const field = isObject(answer) && isKnownField(answer.field) ? answer.field : undefined;
      return field ? { kind: 'invalid', error, field } : { kind: 'invalid', error };
    }
    if (response.status === 409) return { kind: 'conflict', error };
    if (response.status === 403 || response.status === 404) return { kind: 'refused', error };
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/** What to say when a change failed without an answer from the API. */
export const CHANGE_FAILED = FAILED_TEXT;
