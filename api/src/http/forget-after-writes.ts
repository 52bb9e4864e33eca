import type { MiddlewareHandler } from 'hono';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After every successful write under its path, forgets what the process keeps about merchants
 * (`forget` runs before the answer leaves, so the writer's next request reads the saved
 * state). One rule on the whole staff scope rather than a call in each route: a route added
 * later cannot forget to forget, whatever table it writes. It forgets more than it must: a
 * calendar move or a customer edit also drops the kept lists and configurations, which costs
 * the next few public requests a read of a handful of rows each; staff writes come at most a
 * few a second per salon, the public pages many times that. A refused write (4xx, 5xx) changed
 * nothing and forgets nothing.
 */
export function forgetAfterWrites(forget: () => void): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!READS.has(c.req.method) && c.res.status >= 200 && c.res.status < 300) forget();
  };
}
