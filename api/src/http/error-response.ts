import type { ErrorBody } from '@booking/shared/contract/error-body';
import type { Context } from 'hono';
import { ERROR_STATUS } from './error-status';

/** Answers an expected failure: `{ error: { code, params?, fields? } }` with its status. */
export function errorResponse(c: Context, error: ErrorBody['error']) {
  const body: ErrorBody = { error };
  return c.json(body, ERROR_STATUS[error.code]);
}
