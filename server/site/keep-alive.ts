import type { Server } from 'node:http';

/**
 * How long nginx keeps an idle connection to the API open for its next request: the upstream's
 * `keepalive_timeout` in deploy/nginx.conf, which the recipe check holds to this value.
 */
export const PROXY_IDLE_SECONDS = 60;

/**
 * How long the server keeps an idle connection open: longer than the proxy does, so that the
 * proxy is always the side that closes it. Node's default (5 s) closed connections nginx still
 * held; a request nginx sent on one as it closed got a reset, which nginx answers with a 502 and
 * does not retry for a POST (a sign-in, a password change). A client that blocks for a few
 * seconds between two requests (a test that runs a command) met the same race.
 */
export const IDLE_CONNECTION_MS = (PROXY_IDLE_SECONDS + 15) * 1000;

/**
 * Keeps idle connections open `IDLE_CONNECTION_MS`. The time to receive a request's headers stays
 * just above it, as Node asks (a lower one would cut idle connections first).
 */
export function keepIdleConnections(server: Server): void {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1000;
}
