// lib/staff-area: the audit log's view as the URL keeps it (filters and page cursor). Runs anywhere; pure functions.
import { isIsoDate } from './dashboard-view';
import {
  AUDIT_CURSOR_PATTERN,
  AUDIT_KINDS,
  AUDIT_TEXT_MAX_LENGTH,
  type AuditKind,
} from './staff-constants';

/** The audit log's filters: every one optional, as `AuditQuery` takes them. */
export type AuditFilters = {
  kind?: AuditKind;
  /** Part of a staff member's name or e-mail. */
  person?: string;
  /** Part of what was done on (a client, an invoice, a domain) or of a change. */
  subject?: string;
  /** The first and last day, `AAAA-MM-DD`. */
  from?: string;
  to?: string;
};

/** What the page's URL says: the filters and, past the newest page, the page's cursor. */
export type AuditView = AuditFilters & {
  /** The `next` of the page before; none for the newest page. */
  before?: string;
};

// The page's query names are the API's (`AuditQuery`): the URL can be read as the request.
const PARAMS = {
  kind: 'tipo',
  person: 'persona',
  subject: 'sobre',
  from: 'desde',
  to: 'hasta',
  before: 'antes',
} as const satisfies Record<keyof AuditView, string>;
// The order the query string lists them in.
const VIEW_KEYS = [
  'kind',
  'person',
  'subject',
  'from',
  'to',
  'before',
] as const satisfies (keyof AuditView)[];

const readText = (value: string | null) => {
  const text = value?.trim() ?? '';
  return text !== '' && text.length <= AUDIT_TEXT_MAX_LENGTH ? text : undefined;
};

/** Reads a view from a query string; a value unknown or malformed is left out. */
export function readAuditView(search: string): AuditView {
  const params = new URLSearchParams(search);
  const view: AuditView = {};
  const kind = AUDIT_KINDS.find((name) => name === params.get(PARAMS.kind));
  if (kind) view.kind = kind;
  const person = readText(params.get(PARAMS.person));
  if (person) view.person = person;
  const subject = readText(params.get(PARAMS.subject));
  if (subject) view.subject = subject;
  const from = params.get(PARAMS.from);
  if (isIsoDate(from)) view.from = from;
  const to = params.get(PARAMS.to);
  if (isIsoDate(to)) view.to = to;
  const before = params.get(PARAMS.before);
  if (before && AUDIT_CURSOR_PATTERN.test(before)) view.before = before;
  return view;
}

function toParams(view: AuditView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of VIEW_KEYS) {
    const value = view[key]?.trim();
    if (value) params.set(PARAMS[key], value);
  }
  return params;
}

/** Writes a view as the page's query string (`?tipo=cambio&antes=…`), '' for the newest page unfiltered. */
export function writeAuditView(view: AuditView): string {
  const search = toParams(view).toString();
  return search ? `?${search}` : '';
}

/** The API's query for a view (`GET /agencia/auditoria`), without `?`. */
export const buildAuditQuery = (view: AuditView): string => toParams(view).toString();

/** The newest page under a view's filters: the view without its cursor. */
export const getFirstPage = (view: AuditView): AuditView => ({ ...view, before: undefined });

/** Whether a view filters anything. */
export const hasAuditFilters = (view: AuditView): boolean => toParams(getFirstPage(view)).size > 0;
