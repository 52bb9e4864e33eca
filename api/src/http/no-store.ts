import type { MiddlewareHandler } from 'hono';

/**
 * Answers about staff data and sessions (who is signed in, refusals included) are never kept
 * by a shared cache. Set on the finished response's own headers: see http/private-response.ts.
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};
