// lib/client-area: the client-API contract, imported by the browser panel and by server/ (schemas, session, redirects).
import {
  accountLinkInfoSchema,
  accountLinkProblemSchema,
  cfdiRequestResponseSchema,
  loginResponseSchema,
  preferencesSchema,
  type AccountLinkInfo,
  type AccountLinkProblem,
  type AccountLinkRequest,
  type ChangePasswordRequest,
  type ForgotPasswordRequest,
  type InvoiceCfdi,
  panelDataSchema,
  type LoginRequest,
  type PanelData,
  type Preferences,
  type SetPasswordWithLinkRequest,
} from './client-api-contract';
import type { FiscalData, FiscalDataErrors } from './fiscal-data';
import { getApiUrl } from '../site/api-url';

export type LoginResult =
  | { kind: 'ok'; token: string }
  | { kind: 'invalid' }
  /** `elsewhere`: the account's ceiling alone refused it (strangers' failures, not this browser's). */
  | { kind: 'rate-limited'; retryAfterSeconds: number; elsewhere: boolean }
  | { kind: 'failed' };

export type ChangePasswordResult =
  | { kind: 'ok' }
  | { kind: 'refused'; reason: string }
  | { kind: 'wrong-current' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'unauthorized' }
  | { kind: 'failed' };

export type CfdiRequestResult =
  | { kind: 'ok'; cfdi: InvoiceCfdi }
  | { kind: 'invalid'; errors: FiscalDataErrors }
  | { kind: 'refused'; reason: string }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'unauthorized' }
  | { kind: 'failed' };

export type PanelResult =
  { kind: 'ok'; data: PanelData } | { kind: 'unauthorized' } | { kind: 'failed' };

type RateLimited = { kind: 'rate-limited'; retryAfterSeconds: number };

export type ForgotPasswordResult =
  { kind: 'ok' } | { kind: 'invalid' } | RateLimited | { kind: 'failed' };

/** A link that can no longer be used, and why (410 from both link routes). */
export type UnusableLink = { kind: 'unusable'; reason: AccountLinkProblem };

export type AccountLinkResult =
  { kind: 'ok'; link: AccountLinkInfo } | UnusableLink | RateLimited | { kind: 'failed' };

export type SetPasswordResult =
  | { kind: 'ok' }
  | { kind: 'refused'; reason: string }
  | UnusableLink
  | RateLimited
  | { kind: 'failed' };

export type PreferencesResult =
  { kind: 'ok'; preferences: Preferences } | { kind: 'unauthorized' } | { kind: 'failed' };

/** The seconds a 429 answer asks to wait (15 minutes when it does not say). */
function readRetryAfter(response: Response): number {
  const seconds = Number(response.headers.get('Retry-After'));
  return seconds > 0 ? seconds : 900;
}

/** A POST of a JSON body to the client API, with the session token when there is one. */
function postJson(route: string, body: object, token?: string): Promise<Response> {
  return fetch(`${getApiUrl()}${route}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** The Spanish reason a 400 answer gives (a weak password, say), or null. */
async function readRefusalReason(response: Response): Promise<string | null> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return typeof body?.error === 'string' ? body.error : null;
}

/** Logs in; tells apart wrong credentials, too many attempts and a network or server failure. */
export async function loginClient(email: string, password: string): Promise<LoginResult> {
  try {
    const response = await postJson('/auth/login', { email, password } satisfies LoginRequest);
    if (response.status === 401 || response.status === 400) return { kind: 'invalid' };
    if (response.status === 429) {
      const refusal = (await response.json().catch(() => null)) as { limit?: unknown } | null;
      const elsewhere = refusal?.limit === 'cuenta';
      return { kind: 'rate-limited', retryAfterSeconds: readRetryAfter(response), elsewhere };
    }
    if (!response.ok) return { kind: 'failed' };
    const body = loginResponseSchema.safeParse(await response.json());
    return body.success ? { kind: 'ok', token: body.data.token } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/** Loads the panel data for a session token. */
export async function fetchClientPanel(token: string): Promise<PanelResult> {
  try {
    const response = await fetch(`${getApiUrl()}/panel`, {
      headers: { Authorization: `Bearer ${token}` },
      cache: 'no-store',
    });
    if (response.status === 401) return { kind: 'unauthorized' };
    if (!response.ok) return { kind: 'failed' };
    const data = panelDataSchema.safeParse(await response.json());
    return data.success ? { kind: 'ok', data: data.data } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/** Changes the client's password; the API revokes every other session of theirs. */
export async function changeClientPassword(
  token: string,
  request: ChangePasswordRequest,
): Promise<ChangePasswordResult> {
  try {
    const response = await postJson('/auth/password', request, token);
    if (response.ok) return { kind: 'ok' };
    if (response.status === 401) return { kind: 'unauthorized' };
    if (response.status === 403) return { kind: 'wrong-current' };
    if (response.status === 429)
      return { kind: 'rate-limited', retryAfterSeconds: readRetryAfter(response) };
    const reason = response.status === 400 ? await readRefusalReason(response) : null;
    return reason === null ? { kind: 'failed' } : { kind: 'refused', reason };
  } catch {
    return { kind: 'failed' };
  }
}

/**
 * Asks for the CFDI of a paid invoice with the client's fiscal data, keeping them for next time
 * when `saveFiscalData` is set.
 */
export async function requestInvoiceCfdi(
  token: string,
  invoiceNumber: string,
  request: { fiscalData: FiscalData; saveFiscalData: boolean },
): Promise<CfdiRequestResult> {
  try {
    const response = await postJson(
      `/invoices/${encodeURIComponent(invoiceNumber)}/cfdi`,
      request,
      token,
    );
    if (response.status === 401) return { kind: 'unauthorized' };
    if (response.status === 429)
      return { kind: 'rate-limited', retryAfterSeconds: readRetryAfter(response) };
    const body = (await response.json().catch(() => null)) as {
      error?: unknown;
      fields?: FiscalDataErrors;
    } | null;
    if (response.ok) {
      const answer = cfdiRequestResponseSchema.safeParse(body);
      return answer.success ? { kind: 'ok', cfdi: answer.data.cfdi } : { kind: 'failed' };
    }
    if (response.status === 400 && body?.fields) return { kind: 'invalid', errors: body.fields };
    if ([404, 409, 422].includes(response.status) && typeof body?.error === 'string')
      return { kind: 'refused', reason: body.error };
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/** Why a 410 link cannot be used; an unreadable answer counts as a garbled link. */
async function readUnusableLink(response: Response): Promise<UnusableLink> {
  const body = accountLinkProblemSchema.safeParse(await response.json().catch(() => null));
  return { kind: 'unusable', reason: body.success ? body.data.reason : 'invalido' };
}

/**
 * Asks for a link to choose a new password. The API answers the same whether or not the address
 * has an account, so `ok` says only that the request was taken.
 */
export async function requestPasswordReset(email: string): Promise<ForgotPasswordResult> {
  try {
    const response = await postJson('/auth/olvide', { email } satisfies ForgotPasswordRequest);
    if (response.status === 400) return { kind: 'invalid' };
    if (response.status === 429)
      return { kind: 'rate-limited', retryAfterSeconds: readRetryAfter(response) };
    return response.ok ? { kind: 'ok' } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/** Whose an invitation or reset link is and what it is for, or why it can no longer be used. */
export async function readAccountLink(token: string): Promise<AccountLinkResult> {
  try {
    const response = await postJson('/auth/enlace', { token } satisfies AccountLinkRequest);
    if (response.status === 410) return await readUnusableLink(response);
    if (response.status === 400) return { kind: 'unusable', reason: 'invalido' };
    if (response.status === 429)
      return { kind: 'rate-limited', retryAfterSeconds: readRetryAfter(response) };
    if (!response.ok) return { kind: 'failed' };
    const body = accountLinkInfoSchema.safeParse(await response.json());
    return body.success ? { kind: 'ok', link: body.data } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/** Sets the password an invitation or reset link is for; the link is spent once it answers ok. */
export async function setPasswordWithLink(
  request: SetPasswordWithLinkRequest,
): Promise<SetPasswordResult> {
  try {
    const response = await postJson('/auth/enlace/contrasena', request);
    if (response.ok) return { kind: 'ok' };
    if (response.status === 410) return await readUnusableLink(response);
    if (response.status === 429)
      return { kind: 'rate-limited', retryAfterSeconds: readRetryAfter(response) };
    const reason = response.status === 400 ? await readRefusalReason(response) : null;
    return reason === null ? { kind: 'failed' } : { kind: 'refused', reason };
  } catch {
    return { kind: 'failed' };
  }
}

/** Saves which messages the client receives; answers what the API kept. */
export async function saveClientPreferences(
  token: string,
  preferences: Preferences,
): Promise<PreferencesResult> {
  try {
    const response = await postJson('/preferences', preferences, token);
    if (response.status === 401) return { kind: 'unauthorized' };
    if (!response.ok) return { kind: 'failed' };
    const body = (await response.json().catch(() => null)) as { preferences?: unknown } | null;
    const saved = preferencesSchema.safeParse(body?.preferences);
    return saved.success ? { kind: 'ok', preferences: saved.data } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/** Revokes the session on the server; the caller forgets the token whatever the answer. */
export async function logoutClient(token: string): Promise<void> {
  try {
    await fetch(`${getApiUrl()}/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
  } catch {
    // The token is cleared locally anyway; an unreachable API cannot keep the visitor logged in.
  }
}

/** "en 3 minutos", "en 1 minuto": when a blocked login may try again. */
export function describeRetryDelay(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}
