// lib/staff-area: the browser's calls to the staff area's API. Runs in the browser (the dashboard) and in tests.
import { getApiUrl } from '../site/api-url';
import {
  isAuditPage,
  isDashboardData,
  isSignedIn,
  isSignInStep,
  isStaffSession,
  isAccountCeiling,
  readRetryAfterSeconds,
} from './staff-answers';
import { STAFF_ROUTES } from './staff-constants';
import type { AuditPage, DashboardData, SignedIn, SignInStep, StaffMember } from './staff-contract';

/** `elsewhere`: the account's ceiling alone refused it (strangers' failures, not this browser's). */
export type RateLimited = { kind: 'rate-limited'; retryAfterSeconds: number; elsewhere?: boolean };

export type SignInResult =
  { kind: 'ok'; step: SignInStep } | { kind: 'invalid' } | RateLimited | { kind: 'failed' };
export type CodeResult =
  | { kind: 'ok'; signedIn: SignedIn }
  | { kind: 'invalid' }
  | RateLimited
  | { kind: 'unreadable-factor' }
  | { kind: 'failed' };
export type SessionResult =
  { kind: 'ok'; staff: StaffMember } | { kind: 'unauthorized' } | { kind: 'failed' };
export type SignOutResult = { kind: 'ok' } | { kind: 'unauthorized' } | { kind: 'failed' };
export type DashboardResult =
  | { kind: 'ok'; data: DashboardData }
  | { kind: 'unauthorized' }
  | { kind: 'forbidden' }
  | { kind: 'failed' };
export type AuditResult =
  | ({ kind: 'ok' } & AuditPage)
  | { kind: 'unauthorized' }
  | { kind: 'forbidden' }
  | { kind: 'failed' };

/** The URL of a staff route, with a query string when one is given. */
export function getStaffUrl(route: string, search = ''): string {
  return `${getApiUrl()}${route}${search ? `?${search}` : ''}`;
}

/** A GET of the staff API: the session cookie goes along, nothing is cached. */
export function getJson(route: string, search = ''): Promise<Response> {
  return fetch(getStaffUrl(route, search), { credentials: 'same-origin', cache: 'no-store' });
}

/** A POST of the staff API with a JSON body; the browser adds the site's `Origin`. */
export function postJson(route: string, body: unknown): Promise<Response> {
  return fetch(getStaffUrl(route), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The wait of a 429: the body's seconds, else `Retry-After`, else 15 minutes. */
async function readRateLimit(response: Response): Promise<RateLimited> {
  const body: unknown = await response.json().catch(() => null);
  const fromBody = readRetryAfterSeconds(body);
  const fromHeader = Number(response.headers.get('Retry-After'));
  const seconds = fromBody ?? (fromHeader > 0 ? fromHeader : 900);
  return { kind: 'rate-limited', retryAfterSeconds: seconds, elsewhere: isAccountCeiling(body) };
}

/** The body of a 200 answer when `check` accepts it, else null. */
export async function readBody<T>(
  response: Response,
  check: (value: unknown) => value is T,
): Promise<T | null> {
  const body: unknown = await response.json().catch(() => null);
  return check(body) ? body : null;
}

/** Sends the e-mail and password; answers with the next step (the code, or enrolment). */
export async function signInStaff(email: string, password: string): Promise<SignInResult> {
  try {
    const response = await postJson(STAFF_ROUTES.signIn, { email, password });
    if (response.status === 400 || response.status === 401) return { kind: 'invalid' };
    if (response.status === 429) return await readRateLimit(response);
    if (!response.ok) return { kind: 'failed' };
    const step = await readBody(response, isSignInStep);
    return step ? { kind: 'ok', step } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/** Sends the second factor: a 6-digit code or a recovery code. */
export async function sendStaffCode(code: string): Promise<CodeResult> {
  try {
    const response = await postJson(STAFF_ROUTES.code, { code });
    if (response.status === 400 || response.status === 401) return { kind: 'invalid' };
    if (response.status === 429) return await readRateLimit(response);
    if (response.status === 409) return { kind: 'unreadable-factor' };
    if (!response.ok) return { kind: 'failed' };
    const signedIn = await readBody(response, isSignedIn);
    return signedIn ? { kind: 'ok', signedIn } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/** Who the session cookie belongs to, if it is still open. */
export async function fetchStaffSession(): Promise<SessionResult> {
  try {
    const response = await getJson(STAFF_ROUTES.session);
    if (response.status === 401) return { kind: 'unauthorized' };
    if (!response.ok) return { kind: 'failed' };
    const body = await readBody(response, isStaffSession);
    return body ? { kind: 'ok', staff: body.staff } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/** Closes this session (`esta`) or every other session of the account (`otras`). */
export async function signOutStaff(scope: 'esta' | 'otras'): Promise<SignOutResult> {
  try {
    const response = await postJson(STAFF_ROUTES.signOut, { scope });
    if (response.status === 401) return { kind: 'unauthorized' };
    return response.ok ? { kind: 'ok' } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/** One view of the dashboard, `search` being its query (`desde=…&hasta=…&agrupar=…`). */
export async function fetchDashboard(search: string): Promise<DashboardResult> {
  try {
    const response = await getJson(STAFF_ROUTES.dashboard, search);
    if (response.status === 401) return { kind: 'unauthorized' };
    if (response.status === 403) return { kind: 'forbidden' };
    if (!response.ok) return { kind: 'failed' };
    const data = await readBody(response, isDashboardData);
    return data ? { kind: 'ok', data } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/**
 * A page of the audit log, newest first, for the filters of `search` (`AuditQuery` as query
 * parameters); a reader's session gets `forbidden`.
 */
export async function fetchAuditLog(search = ''): Promise<AuditResult> {
  try {
    const response = await getJson(STAFF_ROUTES.audit, search);
    if (response.status === 401) return { kind: 'unauthorized' };
    if (response.status === 403) return { kind: 'forbidden' };
    if (!response.ok) return { kind: 'failed' };
    const body = await readBody(response, isAuditPage);
    return body ? { kind: 'ok', ...body } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
