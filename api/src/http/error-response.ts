import type { ErrorBody } from '@booking/shared/contract/error-body';
import { ERROR_STATUS } from '@booking/shared/errors/error-status';
import type { Context } from 'hono';

/** Answers an expected failure: `{ error: { code, params?, fields? } }` with its status. */
export function errorResponse(c: Context, error: ErrorBody['error']) {
  const body: ErrorBody = { error };
  return c.json(body, ERROR_STATUS[error.code]);
}
