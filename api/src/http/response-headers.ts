import type { MiddlewareHandler } from 'hono';

/** When a 429 came without its own Retry-After (the cap on live holds): a minute, then look again. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/**
 * Headers every answer of the API carries. `nosniff`: a browser never reads an answer as
 * another type than the one it is sent as (a JSON error echoing input must not run as
 * HTML or script). Every 429 says when to try again: the token buckets know exactly
 * (http/rate-limited.ts); the cap on live holds clears when one of them expires or is
 * released, which no client can see, so it gets a default. Set on the finished response's
 * own headers, as http/private-response.ts explains.
 */
export const responseHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
  if (c.res.status === 429 && !c.res.headers.has('Retry-After')) {
    c.res.headers.set('Retry-After', String(DEFAULT_RETRY_AFTER_SECONDS));
  }
};
