import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** 127.0.0.0/8 and ::1, also as an IPv4-mapped IPv6 address: the local nginx's connections. */
const LOOPBACK = /^(?:(?:::ffff:)?127(?:\.\d{1,3}){3}|::1)$/i;

/**
 * The connection's address, or null for a request handed to the app in the same process
 * (`app.request`), which has no socket and so no one else who could have written its headers.
 */
function readConnectionAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? 'desconocida';
  } catch {
    return null;
  }
}

/**
 * The visitor's address: the connection's, or behind a reverse proxy (nginx) its `X-Real-IP`
 * header. Anyone can send that header, so it is believed only when told so (`trustProxy`) and
 * only on a connection from this machine, where the proxy runs.
 */
export function readClientAddress(c: Context, trustProxy: boolean): string {
  const connection = readConnectionAddress(c);
  const fromLocalProxy = connection === null || LOOPBACK.test(connection);
  const forwarded = trustProxy && fromLocalProxy ? c.req.header('X-Real-IP')?.trim() : undefined;
  return forwarded || (connection ?? 'desconocida');
}

const IPV6_GROUP = /^[0-9a-f]{1,4}$/i;

/**
 * The network that stands for one visitor in a per-address limit: an IPv4 address as it is, an
 * IPv6 address by its /64, since one home or phone is given a whole /64 to pick addresses from.
 * Anything that is not an address (`desconocida`) comes back as it is.
 */
export function toAddressNetwork(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail, ...rest] = (address.split('%')[0] ?? '').split('::');
  if (!address.includes(':') || rest.length > 0) return address;
  const split = (part: string) =>
    // An IPv4 ending (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) fills the last two groups.
    part === ''
      ? []
      : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const front = split(head);
  const back = tail === undefined ? [] : split(tail);
  const groups = [
    ...front,
    ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'),
    ...back,
  ];
  if (groups.length !== 8 || !groups.every((group) => IPV6_GROUP.test(group))) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
