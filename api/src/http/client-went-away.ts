import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * Whether the client closed the connection before its request's body had arrived (a chunked
 * upload aborted midway, a tab closed): reading the body then fails, which is the client's
 * doing, not an error of the API.
 */
export function clientWentAway(c: Context): boolean {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return Boolean(incoming && !incoming.complete && (incoming.destroyed || incoming.readableAborted));
}
