import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The visitor's address: the connection's, or behind a reverse proxy (nginx) its `X-Real-IP`
 * header, which is trusted only when told so, since anyone can send it.
 */
export function readClientAddress(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('X-Real-IP')?.trim() : undefined;
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'desconocida';
  } catch {
    return 'desconocida';
  }
}
