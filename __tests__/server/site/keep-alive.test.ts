/** @jest-environment node */
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  IDLE_CONNECTION_MS,
  PROXY_IDLE_SECONDS,
  keepIdleConnections,
} from '@/server/site/keep-alive';

// Node's own idle limit, which the server used to keep: a connection idle 5 s was closed (Node
// checks about once a second, so it went within 6 s).
const NODE_DEFAULT_CLOSED_BY_MS = 6000;

type Answer = { status: number; reusedSocket: boolean };

function post(server: Server, agent: Agent): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, method: 'POST', path: '/api/auth/entrar', agent },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, reusedSocket: outgoing.reusedSocket }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end('{}');
  });
}

async function startServer(configure: (server: Server) => void): Promise<Server> {
  const server = createServer((_req, res) => res.writeHead(204).end());
  configure(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

describe('idle connections to the server', () => {
  it('outlive the proxy’s: nginx closes them first', () => {
    expect(IDLE_CONNECTION_MS).toBeGreaterThan(PROXY_IDLE_SECONDS * 1000);
  });

  it('stay open past Node’s default 5 s, so a POST after a pause goes out on the same connection', async () => {
    const kept = await startServer(keepIdleConnections);
    const plain = await startServer(() => undefined);
    const agents = [new Agent({ keepAlive: true }), new Agent({ keepAlive: true })] as const;
    try {
      expect(await post(kept, agents[0])).toEqual({ status: 204, reusedSocket: false });
      expect(await post(plain, agents[1])).toEqual({ status: 204, reusedSocket: false });
      await new Promise((resolve) => setTimeout(resolve, NODE_DEFAULT_CLOSED_BY_MS + 1000));

      expect(await post(kept, agents[0])).toEqual({ status: 204, reusedSocket: true });
      // Without it, Node had closed the connection and the client had to open another.
      expect(await post(plain, agents[1])).toEqual({ status: 204, reusedSocket: false });
    } finally {
      agents.forEach((agent) => agent.destroy());
      kept.closeAllConnections();
      plain.closeAllConnections();
      await Promise.all([kept, plain].map((server) => new Promise((r) => server.close(r))));
    }
  }, 15_000);
});
