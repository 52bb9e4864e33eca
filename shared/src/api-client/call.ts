import * as z from 'zod/mini';
import type { ErrorBody } from '../contract/error-body';
import { errorBodySchema } from '../contract/error-body';
import type { Operation, OperationArgs, OperationData, SuccessStatus } from '../contract/operation';
import { buildUrl } from './build-url';
import { fetchWithRetry, type RetryDeps } from './fetch-with-retry';

export type ApiError = ErrorBody['error'];

/**
 * The answer to one call. A failure keeps its status (404 is not a bad payload); `error` is
 * the API's coded error, or null when the body was not one (or a success body did not match
 * its schema: never cast, never trusted).
 */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: ApiError | null }
  | { ok: false; status: 0; error: null; network: true };

export type CallResult<O extends Operation> = ApiResult<OperationData<O>>;

export type CallOptions = {
  apiBase: string;
  signal?: AbortSignal;
  credentials?: RequestCredentials;
  /** The transport: retries and waits (tests pass fakes, or the API app's own `request`). */
  deps?: Partial<RetryDeps>;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls one operation of the contract's list. GETs follow the retry policy
 * (fetch-with-retry.ts); writes are sent once: a write is repeated only where the API makes
 * it safe (idempotency keys) and the caller asks for it.
 */
export async function call<O extends Operation>(
  op: O,
  args: OperationArgs<O>,
  options: CallOptions,
): Promise<CallResult<O>> {
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
  let response: Response;
  try {
    response =
      op.method === 'get'
        ? await fetchWithRetry(url, init, { fetch: transport, sleep: options.deps?.sleep ?? defaultSleep })
        : await transport(url, init);
  } catch {
    return { ok: false, status: 0, error: null, network: true };
  }
  return readAnswer(op, response);
}

/** Parses an answer with the operation's schema for its status. */
export async function readAnswer<O extends Operation>(op: O, response: Response): Promise<CallResult<O>> {
  const { status } = response;
  const payload: unknown = status === 204 ? undefined : await response.json().catch(() => undefined);
  const answer = isSuccessStatus(status) ? op.responses[status] : undefined;
  if (!answer) {
    const parsed = z.safeParse(errorBodySchema, payload);
    return { ok: false, status, error: parsed.success ? parsed.data.error : null };
  }
  if (!answer.schema) return success(status, null);
  const parsed = z.safeParse(answer.schema, payload);
  if (!parsed.success) return { ok: false, status, error: null };
  return success(status, parsed.data);
}

const isSuccessStatus = (status: number): status is SuccessStatus => status === 200 || status === 201 || status === 204;

// The data was parsed by the schema this status declares, so it is the operation's data.
function success<O extends Operation>(status: number, data: unknown): CallResult<O> {
  return { ok: true, status, data: data as OperationData<O> };
}
