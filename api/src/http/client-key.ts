import { createHash } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export type ClientKey = (c: Context) => string;

/**
 * Who is asking, for rate limits: the peer address, or behind a trusted reverse proxy the
 * first X-Forwarded-For entry (trusting that header without a proxy would let anyone pick
 * their own key). Hashed, so no address is stored with a hold.
 */
export function clientKeyFrom(options: { trustProxy: boolean }): ClientKey {
  return (c) => {
    const forwarded = options.trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
    return hashClient(forwarded || peerAddress(c));
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

export function hashClient(address: string): string {
  return createHash('sha256').update(address).digest('hex').slice(0, 32);
}
