import type * as z from 'zod/mini';
import { safeParse } from 'zod/mini';
import { errorBodySchema } from '../contract/error-body';
import type { ApiResult } from './api-get';

/**
 * POST/PUT/DELETE JSON. Never retried automatically: a write is repeated only where the
 * API makes it safe (idempotency keys) and the caller asks for it.
 */
export async function apiSend<S extends z.ZodMiniType>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body: unknown,
  schema: S | null,
  options: { credentials?: RequestCredentials; headers?: Record<string, string> } = {},
): Promise<ApiResult<z.infer<S> | null>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: options.credentials ?? 'same-origin',
      headers: {
        accept: 'application/json',
        // Also without a body: the API takes staff writes only as JSON (decision 0021).
        'content-type': 'application/json',
        ...options.headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, error: null, network: true };
  }
  const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = safeParse(errorBodySchema, payload);
    return { ok: false, status: response.status, error: parsed.success ? parsed.data.error : null };
  }
  if (!schema) return { ok: true, status: response.status, data: null };
  const parsed = safeParse(schema, payload);
  if (!parsed.success) return { ok: false, status: response.status, error: null };
  return { ok: true, status: response.status, data: parsed.data };
}
