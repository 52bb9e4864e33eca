import type { MiddlewareHandler } from 'hono';

/**
 * For answers that carry a manage token or personal data: never cached, and the manage
 * URL (which is the key to the booking) is never sent on as a Referer by a page linked
 * from it.
 */
export const privateResponse: MiddlewareHandler = async (c, next) => {
  await next();
  // On the finished response's own headers: c.header() after the response exists makes a
  // copy of it each time, which under @hono/node-server turns its light response into a
  // web Response with a ReadableStream body.
  c.res.headers.set('Referrer-Policy', 'no-referrer');
  c.res.headers.set('Cache-Control', 'no-store');
};
