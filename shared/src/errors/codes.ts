/**
 * Every error code the API answers with. The UI translates `error.<code>`; the API maps
 * each code to one HTTP status in `api/src/http/error-status.ts`.
 */
export const ERROR_CODES = [
  'invalid_input',
  'not_found',
  'merchant_not_found',
  'branch_not_found',
  'service_not_found',
  'employee_not_found',
  'appointment_not_found',
  'hold_not_found',
  'reservation_not_found',
  'payment_not_found',
  'reserved_slug',
  'slug_taken',
  'slot_taken',
  'slot_unavailable',
  'employee_unsuitable',
  'not_editable',
  'reservations_unavailable',
  'payment_failed',
  'webhook_signature_invalid',
  'webhook_replayed',
  'rate_limited',
  'idempotency_key_in_use',
  'idempotency_key_reused',
  'unknown_email',
  'invalid_password',
  'unauthenticated',
  // Staff calendar (issue 15): a staff booking, move or absence runs into something;
  // params name it (with: appointment | hold | absence | outside_hours, id, start, end, count).
  'appointment_conflict',
  'absence_not_found',
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
