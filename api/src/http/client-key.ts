import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export type ClientKey = (c: Context) => string;

/**
 * Who is asking, for rate limits: the peer address, or behind a trusted reverse proxy the
 * first X-Forwarded-For entry (trusting that header without a proxy would let anyone pick
 * their own key). An IPv6 client is keyed by its /64, the prefix one subscriber gets
 * (it can pick any of the 2^64 addresses in it). Hashed, so no address is stored with a hold.
 */
export function clientKeyFrom(options: { trustProxy: boolean }): ClientKey {
  return (c) => {
    const forwarded = options.trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
    return hashClient(addressPrefix(forwarded || peerAddress(c)));
  };
}

function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (app.request in tests) have no socket.
    return 'unknown';
  }
}

/**
 * The part of an address that names one client: an IPv4 address as it is (also when it
 * comes IPv4-mapped, `::ffff:192.0.2.1`), an IPv6 address cut to its first 64 bits.
 * Anything else (a name, `unknown`) as it is.
 */
export function addressPrefix(address: string): string {
  const plain = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(plain);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(plain)) return address;
  return `${expandIPv6(plain).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, `::` expanded, without leading zeros. */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  // An embedded IPv4 tail (`::1.2.3.4`) is two groups, which the /64 never reaches.
  const fix = (part: string[]) => part.flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const left = fix(groups(head));
  const right = tail === undefined ? [] : fix(groups(tail));
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((g) => g.replace(/^0+(?=.)/, ''));
}

export function hashClient(address: string): string {
  return createHash('sha256').update(address).digest('hex').slice(0, 32);
}
