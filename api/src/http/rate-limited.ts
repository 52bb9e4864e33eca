import type { Context } from 'hono';
import { errorResponse } from './error-response';

/** 429 with Retry-After in whole seconds, as clients and proxies expect. */
export function rateLimited(c: Context, retryAfterMs: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  c.header('Retry-After', String(seconds));
  return errorResponse(c, { code: 'rate_limited', params: { retry_after_seconds: seconds } });
}
