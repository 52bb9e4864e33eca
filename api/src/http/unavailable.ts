import type { Context } from 'hono';
import { errorResponse } from './error-response';

/** 503 with Retry-After in whole seconds: the database cannot be reached now (decision 0079). */
export function unavailable(c: Context, retryAfterMs: number) {
  c.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  return errorResponse(c, { code: 'unavailable' });
}
