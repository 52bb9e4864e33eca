import type { ErrorCode } from '@booking/shared/errors/codes';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one place that decides which HTTP status each error code answers with. */
export const ERROR_STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  invalid_input: 400,
  not_found: 404,
  merchant_not_found: 404,
  branch_not_found: 404,
  reserved_slug: 422,
  slug_taken: 409,
  slot_taken: 409,
  not_editable: 409,
  payment_failed: 402,
  rate_limited: 429,
  unknown_email: 401,
  invalid_password: 401,
  unauthenticated: 401,
  internal: 500,
};
