import type * as z from 'zod/mini';
import { safeParse } from 'zod/mini';
import { type ErrorBody, errorBodySchema } from '../contract/error-body';
import { fetchWithRetry, type RetryDeps } from './fetch-with-retry';

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: ErrorBody['error'] | null }
  | { ok: false; status: 0; error: null; network: true };

/**
 * GET a JSON resource and parse it with its contract schema. Never casts: a response that
 * does not match is a failure (status kept so the caller can tell 404 from a bad payload).
 */
export async function apiGet<S extends z.ZodMiniType>(
  url: string,
  schema: S,
  options: { signal?: AbortSignal; deps?: RetryDeps; credentials?: RequestCredentials } = {},
): Promise<ApiResult<z.infer<S>>> {
  let response: Response;
  try {
    response = await fetchWithRetry(
      url,
      { headers: { accept: 'application/json' }, signal: options.signal, credentials: options.credentials },
      options.deps,
    );
  } catch {
    return { ok: false, status: 0, error: null, network: true };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = safeParse(errorBodySchema, body);
    return { ok: false, status: response.status, error: parsed.success ? parsed.data.error : null };
  }
  const parsed = safeParse(schema, body);
  if (!parsed.success) return { ok: false, status: response.status, error: null };
  return { ok: true, status: response.status, data: parsed.data };
}
