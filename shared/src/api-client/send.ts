import type { Operation, OperationArgs } from '../contract/operation';
import { buildUrl } from './build-url';
import { fetchWithRetry, type RetryDeps } from './fetch-with-retry';

export type CallOptions = {
  apiBase: string;
  signal?: AbortSignal;
  credentials?: RequestCredentials;
  /** The transport: retries and waits (tests pass fakes, or the API app's own `request`). */
  deps?: Partial<RetryDeps>;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends one operation of the contract's list and resolves with the response, whatever its
 * status; rejects when the network fails. GETs follow the retry policy (fetch-with-retry.ts);
 * writes are sent once: a write is repeated only where the API makes it safe (idempotency
 * keys) and the caller asks for it.
 */
export function send<O extends Operation>(op: O, args: OperationArgs<O>, options: CallOptions): Promise<Response> {
  const { params, query, headers, body } = args as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    headers?: Record<string, string>;
    body?: unknown;
  };
  const url = buildUrl(options.apiBase, op, params, query);
  const init: RequestInit = {
    method: op.method.toUpperCase(),
    signal: options.signal,
    credentials: options.credentials ?? 'same-origin',
    headers: {
      accept: 'application/json',
      // Every write, also one without a body: the API takes staff writes only as JSON (decision 0021).
      ...(body === undefined && op.method === 'get' ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
  const transport = options.deps?.fetch ?? ((...a: Parameters<typeof fetch>) => globalThis.fetch(...a));
  return op.method === 'get'
    ? fetchWithRetry(url, init, { fetch: transport, sleep: options.deps?.sleep ?? defaultSleep })
    : transport(url, init);
}
