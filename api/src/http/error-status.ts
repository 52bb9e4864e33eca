import type { ErrorCode } from '@booking/shared/errors/codes';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one place that decides which HTTP status each error code answers with. */
export const ERROR_STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  invalid_input: 400,
  not_found: 404,
  merchant_not_found: 404,
  branch_not_found: 404,
  service_not_found: 404,
  employee_not_found: 404,
  appointment_not_found: 404,
  hold_not_found: 404,
  reserved_slug: 422,
  slug_taken: 409,
  slot_taken: 409,
  // Well formed, but not a time the schedule offers (hours, absences, lead times, grid).
  slot_unavailable: 422,
  employee_unsuitable: 422,
  not_editable: 409,
  payment_failed: 402,
  rate_limited: 429,
  // The same key while the first request is still running; retrying later replays it.
  idempotency_key_in_use: 409,
  // The same key with another body: a client bug, never a retry.
  idempotency_key_reused: 422,
  unknown_email: 401,
  invalid_password: 401,
  unauthenticated: 401,
  internal: 500,
};
