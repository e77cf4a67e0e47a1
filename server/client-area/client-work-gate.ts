// server/client-area: Node only. How a client-work route is mounted: who may call it, its id, its errors.
import type { Context, Hono } from 'hono';
import {
  CLIENT_WORK_FIELD_LABELS,
  type ClientWorkError as ClientWorkAnswer,
} from '../../lib/staff-area/client-work-contract';
import type { WorkActor } from './client-work';
import { ClientWorkError } from './client-work-error';
import type { ClientDatabase } from './database';

/** Who may read or change: the staff member and their address, or the answer refusing them. */
export type ClientWorkAuthorize = (
  c: Context,
  access: 'read' | 'change',
) => { actor: string; address: string } | Response;

export interface ClientWorkApiOptions {
  db: ClientDatabase;
  /**
   * The staff member's e-mail and the request's address when it may `read` or `change`, or the
   * answer refusing it (no session 401; for a change: another Origin 403, not JSON 415, a reader
   * 403). Given by `server/api.ts` from the staff area, which this area never imports.
   */
  authorize: ClientWorkAuthorize;
  now: () => number;
}

export const notFound = (c: Context) => c.json({ error: 'No encontramos lo que buscas.' }, 404);

/** The answer to a refused change: 400 naming the field, 404 or 409. */
export function refuse(c: Context, error: unknown): Response {
  if (!(error instanceof ClientWorkError)) throw error;
  if (error.kind === 'not-found') return c.json({ error: error.message }, 404);
  if (error.kind === 'conflict') return c.json({ error: error.message }, 409);
  const answer: ClientWorkAnswer = error.field
    ? { error: `${CLIENT_WORK_FIELD_LABELS[error.field]}: ${error.message}`, field: error.field }
    : { error: error.message };
  return c.json(answer, 400);
}

/** A route's numeric identifier, or null when it is not one. */
export function readId(c: Context, name: string): number | null {
  const text = c.req.param(name) ?? '';
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null;
}

export type Change = { answer: object; status?: 200 | 201 };

/**
 * The two kinds of route of the client work on `app`: a read any staff member may make, and a
 * change only a manager may make, run as that staff member on the row its path names.
 */
export function mountClientWork(app: Hono, authorize: ClientWorkAuthorize, now: () => number) {
  /** Registers a read for any staff member. */
  function read(route: string, answer: (c: Context) => Response) {
    app.get(route, (c) => {
      const allowed = authorize(c, 'read');
      return allowed instanceof Response ? allowed : answer(c);
    });
  }

  /** Registers a change for a manager, made by `run` as the staff member. */
  function change(
    route: string,
    idName: string,
    run: (id: number, body: unknown, by: WorkActor) => Change | Promise<Change>,
  ) {
    app.post(route, async (c) => {
      const allowed = authorize(c, 'change');
      if (allowed instanceof Response) return allowed;
      const id = readId(c, idName);
      if (id === null) return notFound(c);
      const body: unknown = await c.req.json().catch(() => undefined);
      try {
        const done = await run(id, body, { ...allowed, at: now() });
        return c.json(done.answer, done.status ?? 200);
      } catch (error) {
        return refuse(c, error);
      }
    });
  }

  return { read, change };
}
