import type { ErrorCode } from './codes';

/** The statuses error answers use (all with a JSON body). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 408 | 409 | 410 | 415 | 422 | 429 | 431 | 500 | 503;

/**
 * The one place that decides which HTTP status each error code answers with; in shared so
 * that the operation list documents the same statuses the API answers.
 */
export const ERROR_STATUS: Record<ErrorCode, ErrorStatus> = {
  invalid_input: 400,
  not_found: 404,
  merchant_not_found: 404,
  branch_not_found: 404,
  service_not_found: 404,
  employee_not_found: 404,
  appointment_not_found: 404,
  hold_not_found: 404,
  reservation_not_found: 404,
  payment_not_found: 404,
  reserved_slug: 422,
  slug_taken: 409,
  slot_taken: 409,
  // Well formed, but not a time the schedule offers (hours, absences, lead times, grid).
  slot_unavailable: 422,
  employee_unsuitable: 422,
  not_editable: 409,
  // The merchant switched online reservations off: the page exists, booking does not (SPEC 8).
  reservations_unavailable: 409,
  payment_failed: 402,
  // A webhook whose signature does not match, or whose timestamp is outside the tolerance.
  webhook_signature_invalid: 400,
  // A webhook event already processed: a replay, never applied twice.
  webhook_replayed: 409,
  rate_limited: 429,
  // The same key while the first request is still running; retrying later replays it.
  idempotency_key_in_use: 409,
  // The same key with another body: a client bug, never a retry.
  idempotency_key_reused: 422,
  unknown_email: 401,
  invalid_password: 401,
  unauthenticated: 401,
  // A staff write from an origin that is not one of the front ends (or with none): CSRF.
  origin_not_allowed: 403,
  // A staff write that is not JSON: an HTML form can post only form or text bodies.
  unsupported_media_type: 415,
  // Request line and headers over Node's limit, answered before the app sees the request.
  headers_too_large: 431,
  // Headers or a JSON body slower than the server waits for (decision 0043).
  request_timeout: 408,
  appointment_conflict: 409,
  absence_not_found: 404,
  customer_not_found: 404,
  cart_other_appointment: 422,
  missing_service_data: 422,
  table_not_found: 404,
  area_not_found: 404,
  area_not_empty: 409,
  combination_not_found: 404,
  reservations_affected: 409,
  table_taken: 409,
  table_too_small: 409,
  no_table_free: 409,
  outside_opening_hours: 422,
  closed_day: 422,
  branch_closed: 422,
  transition_not_allowed: 409,
  not_on_its_day: 409,
  already_paid: 409,
  // The password was right; the email address is not confirmed yet (decision 0055).
  account_unconfirmed: 403,
  // A staff account calling an owner-only operation.
  owner_only: 403,
  account_not_found: 404,
  session_not_found: 404,
  last_owner: 409,
  // An emailed link that expired, was used already or never existed: gone either way.
  link_invalid: 410,
  not_ready: 409,
  category_not_found: 404,
  category_not_empty: 409,
  service_has_future_appointments: 409,
  // The request is well formed; the organization's stored images leave no room for it.
  storage_full: 409,
  // With Retry-After: the database is unreachable, so the request was not carried out.
  unavailable: 503,
  internal: 500,
};
