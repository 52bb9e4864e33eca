import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { errorResponse } from './error-response';

/** A JSON body arrives within this long of its headers, or the request is answered 408 (decision 0043). */
export const BODY_DEADLINE_MS = 10_000;

/**
 * Bodies are small JSON documents, so a client that has not sent all of one within
 * `deadlineMs` of its headers is holding a connection open, not uploading: it gets 408
 * `request_timeout` and the connection is closed (`Connection: close`, after which Node
 * ends the socket, and the handler still waiting for the body sees it go). Requests made in
 * process (no Node request behind them) and bodies already received are not timed.
 */
export function bodyDeadline(deadlineMs: number): MiddlewareHandler {
  return async (c, next) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming || incoming.complete || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(function check() {
        if (!incoming.complete) resolve('late');
      }, deadlineMs);
    });
    const handled = next().then(() => 'handled' as const);
    // The handler goes on in the background once the answer is given; its end is of no interest.
    handled.catch(() => {});
    const first = await Promise.race([handled, late]);
    clearTimeout(timer);
    if (first === 'handled') return;
    c.header('Connection', 'close');
    return errorResponse(c, { code: 'request_timeout' });
  };
}
