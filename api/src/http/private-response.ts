import type { MiddlewareHandler } from 'hono';

/**
 * For answers that carry a manage token or personal data: never cached, and the manage
 * URL (which is the key to the booking) is never sent on as a Referer by a page linked
 * from it.
 */
export const privateResponse: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Cache-Control', 'no-store');
};
