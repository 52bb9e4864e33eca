import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { answerClientErrors } from './client-errors';

/** The request line and headers must arrive within this long, or the request is answered 408. */
export const HEADERS_TIMEOUT_MS = 15_000;

export type ServeOptions = {
  fetch: Parameters<typeof serve>[0]['fetch'];
  port: number;
  hostname?: string;
  /** Tests shorten it to see it work without waiting. */
  headersTimeoutMs?: number;
};

/**
 * The API's Node HTTP server. Node checks its timeouts only every `connectionsCheckingInterval`
 * (30 s by default), so headers slowly trickled in lasted up to 60 + 30 s; checked every
 * second, they time out at 15 s. `requestTimeout` stays a backstop for the whole request:
 * a JSON body's own deadline is the app's (http/body-deadline.ts). Answers Node's parser
 * gives itself (oversized headers, malformed HTTP, timeouts) have the one error shape.
 */
export function serveApi(
  { fetch, port, hostname, headersTimeoutMs = HEADERS_TIMEOUT_MS }: ServeOptions,
  onListening?: (info: AddressInfo) => void,
) {
  const server = serve(
    {
      fetch,
      port,
      ...(hostname === undefined ? {} : { hostname }),
      serverOptions: {
        headersTimeout: headersTimeoutMs,
        requestTimeout: Math.max(60_000, headersTimeoutMs * 2),
        connectionsCheckingInterval: Math.min(1000, headersTimeoutMs),
      },
    },
    onListening,
  );
  answerClientErrors(server);
  return server;
}
