/** @jest-environment node */
import { Hono } from 'hono';
import { readClientAddress, toAddressNetwork } from '@/server/shared/client-address';

describe('readClientAddress', () => {
  /** The address the app reads for a request from `socketAddress` (none: in-process). */
  async function readFrom(socketAddress: string | null, trustProxy: boolean) {
    const app = new Hono();
    app.get('/', (c) => c.text(readClientAddress(c, trustProxy)));
    // The bindings @hono/node-server gives a request that came over a socket.
    const bindings =
      socketAddress === null
        ? undefined
        : { incoming: { socket: { remoteAddress: socketAddress } } };
    const response = await app.request('/', { headers: { 'X-Real-IP': '203.0.113.7' } }, bindings);
    return response.text();
  }

  it('believes X-Real-IP behind a trusted proxy on a loopback connection', async () => {
    for (const proxy of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(await readFrom(proxy, true)).toBe('203.0.113.7');
    }
  });

  it('ignores X-Real-IP from any other connection, or when no proxy is trusted', async () => {
    for (const visitor of ['192.0.2.2', '::ffff:198.51.100.20', '2001:db8::1', '128.0.0.1']) {
      expect(await readFrom(visitor, true)).toBe(visitor);
    }
    expect(await readFrom('127.0.0.1', false)).toBe('127.0.0.1');
  });

  it('believes X-Real-IP on a request handed over in the same process, with no socket', async () => {
    expect(await readFrom(null, true)).toBe('203.0.113.7');
    expect(await readFrom(null, false)).toBe('desconocida');
  });
});

describe('toAddressNetwork', () => {
  it('keeps an IPv4 address as it is, also when written as IPv6', () => {
    expect(toAddressNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(toAddressNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('reduces an IPv6 address to its /64, however it is written', () => {
    const network = '2001:db8:7:42::/64';
    expect(toAddressNetwork('2001:db8:7:42::1')).toBe(network);
    expect(toAddressNetwork('2001:0db8:0007:0042:abcd:ef01:2345:6789')).toBe(network);
    expect(toAddressNetwork('2001:DB8:7:42:ffff::')).toBe(network);
    expect(toAddressNetwork('2001:db8:7:42::1%eth0')).toBe(network);
    expect(toAddressNetwork('2001:db8:7:43::1')).toBe('2001:db8:7:43::/64');
    expect(toAddressNetwork('::1')).toBe('0:0:0:0::/64');
    expect(toAddressNetwork('64:ff9b::198.51.100.1')).toBe('64:ff9b:0:0::/64');
  });

  it('gives back anything that is not an address unchanged', () => {
    for (const value of ['desconocida', '2001:db8::1::2', '2001:db8:zz::1', ''])
      expect(toAddressNetwork(value)).toBe(value);
  });
});
