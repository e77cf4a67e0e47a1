// lib/client-area: the client-API contract, imported by the browser panel and by server/ (schemas, session, redirects).
import {
  loginResponseSchema,
  panelDataSchema,
  type LoginRequest,
  type PanelData,
} from './client-api-contract';

export type LoginResult =
  | { kind: 'ok'; token: string }
  | { kind: 'invalid' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'failed' };

export type PanelResult =
  { kind: 'ok'; data: PanelData } | { kind: 'unauthorized' } | { kind: 'failed' };

/** The client API's base URL: `NEXT_PUBLIC_CLIENT_API_URL` at build time, `/api` by default. */
export function getClientApiUrl(): string {
  return (process.env.NEXT_PUBLIC_CLIENT_API_URL ?? '/api').replace(/\/+$/, '');
}

/** Logs in; tells apart wrong credentials, too many attempts and a network or server failure. */
export async function loginClient(email: string, password: string): Promise<LoginResult> {
  try {
    const response = await fetch(`${getClientApiUrl()}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password } satisfies LoginRequest),
    });
    if (response.status === 401 || response.status === 400) return { kind: 'invalid' };
    if (response.status === 429) {
      const seconds = Number(response.headers.get('Retry-After'));
      return { kind: 'rate-limited', retryAfterSeconds: seconds > 0 ? seconds : 900 };
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
    const response = await fetch(`${getClientApiUrl()}/panel`, {
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

/** Revokes the session on the server; the caller forgets the token whatever the answer. */
export async function logoutClient(token: string): Promise<void> {
  try {
    await fetch(`${getClientApiUrl()}/auth/logout`, {
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
