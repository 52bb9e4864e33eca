import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { errorResponse } from './error-response';

/** A JSON body arrives within this long of its headers, or the request is answered 408 (decision 0043). */
export const BODY_DEADLINE_MS = 10_000;
/** An upload's bytes arrive at least this fast after the first `BODY_DEADLINE_MS` (a slow phone line is ~30 KB/s). */
export const MIN_UPLOAD_BYTES_PER_SECOND = 16 * 1024;

/** Requests whose body is a file (decision 0058): they get a minimum rate, not a fixed time. */
export type UploadRule = { isUpload: (method: string, path: string) => boolean; maxBytes: number };

/**
 * Bodies are small JSON documents, so a client that has not sent all of one within
 * `deadlineMs` of its headers is holding a connection open, not uploading: it gets 408
 * `request_timeout` and the connection is closed (`Connection: close`, after which Node
 * ends the socket, and the handler still waiting for the body sees it go). Requests made in
 * process (no Node request behind them) and bodies already received are not timed.
 */
export function bodyDeadline(deadlineMs: number, uploads?: UploadRule): MiddlewareHandler {
  return async (c, next) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming || incoming.complete || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    let timeMs = deadlineMs;
    if (uploads?.isUpload(c.req.method, c.req.path)) {
      const declared = Number.parseInt(c.req.header('content-length') ?? '', 10);
      const bytes =
        Number.isInteger(declared) && declared >= 0 ? Math.min(declared, uploads.maxBytes) : uploads.maxBytes;
      timeMs += Math.ceil((bytes / MIN_UPLOAD_BYTES_PER_SECOND) * 1000);
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(function check() {
        if (!incoming.complete) resolve('late');
      }, timeMs);
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
