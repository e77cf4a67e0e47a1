// lib/client-area: the client-API contract, imported by the browser panel and by server/ (schemas, session, redirects).
import { z } from '../content/zod';

const isoDate = z.iso.date();

export const panelDataSchema = z.object({
  client: z.object({ name: z.string(), company: z.string(), email: z.string() }),
  services: z.array(
    z.object({
      domain: z.string(),
      hostingPlan: z.string(),
      renewalDate: isoDate,
      mailboxes: z.int(),
    }),
  ),
  projects: z.array(
    z.object({
      name: z.string(),
      status: z.string(),
      progress: z.number().check(z.minimum(0), z.maximum(100)),
      deliveryDate: isoDate,
    }),
  ),
  invoices: z.array(
    z.object({
      number: z.string(),
      concept: z.string(),
      amountCents: z.int(),
      status: z.enum(['pendiente', 'pagada', 'vencida']),
      dueDate: isoDate,
    }),
  ),
});

const loginBodySchema = z.object({ token: z.string().check(z.minLength(1)) });

export type PanelData = z.infer<typeof panelDataSchema>;

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
      body: JSON.stringify({ email, password }),
    });
    if (response.status === 401 || response.status === 400) return { kind: 'invalid' };
    if (response.status === 429) {
      const seconds = Number(response.headers.get('Retry-After'));
      return { kind: 'rate-limited', retryAfterSeconds: seconds > 0 ? seconds : 900 };
    }
    if (!response.ok) return { kind: 'failed' };
    const body = loginBodySchema.safeParse(await response.json());
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
