import type { ErrorBody } from '@booking/shared/contract/error-body';
import type { ErrorCode, FieldErrorCode } from '@booking/shared/errors/codes';
import type { FieldError } from '@booking/shared/forms/field-errors';
import { FormattedMessage } from 'react-intl';

/*
 * One message id per code, spelled out: a Record over the closed sets makes a new code a
 * type error here until it has an id, and the catalog test then finds the id in the source
 * and fails while either language lacks its text.
 */
const ERROR_MESSAGES: Record<ErrorCode, string> = {
  invalid_input: 'error.invalid_input',
  not_found: 'error.not_found',
  merchant_not_found: 'error.merchant_not_found',
  branch_not_found: 'error.branch_not_found',
  service_not_found: 'error.service_not_found',
  employee_not_found: 'error.employee_not_found',
  appointment_not_found: 'error.appointment_not_found',
  hold_not_found: 'error.hold_not_found',
  reservation_not_found: 'error.reservation_not_found',
  payment_not_found: 'error.payment_not_found',
  reserved_slug: 'error.reserved_slug',
  slug_taken: 'error.slug_taken',
  slot_taken: 'error.slot_taken',
  slot_unavailable: 'error.slot_unavailable',
  employee_unsuitable: 'error.employee_unsuitable',
  not_editable: 'error.not_editable',
  reservations_unavailable: 'error.reservations_unavailable',
  payment_failed: 'error.payment_failed',
  webhook_signature_invalid: 'error.webhook_signature_invalid',
  webhook_replayed: 'error.webhook_replayed',
  rate_limited: 'error.rate_limited',
  idempotency_key_in_use: 'error.idempotency_key_in_use',
  idempotency_key_reused: 'error.idempotency_key_reused',
  unknown_email: 'error.unknown_email',
  invalid_password: 'error.invalid_password',
  unauthenticated: 'error.unauthenticated',
  origin_not_allowed: 'error.origin_not_allowed',
  unsupported_media_type: 'error.unsupported_media_type',
  headers_too_large: 'error.headers_too_large',
  request_timeout: 'error.request_timeout',
  appointment_conflict: 'error.appointment_conflict',
  absence_not_found: 'error.absence_not_found',
  customer_not_found: 'error.customer_not_found',
  cart_other_appointment: 'error.cart_other_appointment',
  missing_service_data: 'error.missing_service_data',
  table_not_found: 'error.table_not_found',
  table_taken: 'error.table_taken',
  table_too_small: 'error.table_too_small',
  no_table_free: 'error.no_table_free',
  outside_opening_hours: 'error.outside_opening_hours',
  closed_day: 'error.closed_day',
  branch_closed: 'error.branch_closed',
  transition_not_allowed: 'error.transition_not_allowed',
  not_on_its_day: 'error.not_on_its_day',
  already_paid: 'error.already_paid',
  account_unconfirmed: 'error.account_unconfirmed',
  owner_only: 'error.owner_only',
  account_not_found: 'error.account_not_found',
  session_not_found: 'error.session_not_found',
  last_owner: 'error.last_owner',
  category_not_found: 'error.category_not_found',
  category_not_empty: 'error.category_not_empty',
  service_has_future_appointments: 'error.service_has_future_appointments',
  area_not_found: 'error.area_not_found',
  area_not_empty: 'error.area_not_empty',
  combination_not_found: 'error.combination_not_found',
  reservations_affected: 'error.reservations_affected',
  link_invalid: 'error.link_invalid',
  not_ready: 'error.not_ready',
  storage_full: 'error.storage_full',
  unavailable: 'error.unavailable',
  internal: 'error.internal',
};

const FIELD_MESSAGES: Record<FieldErrorCode, string> = {
  required: 'field.required',
  invalid_type: 'field.invalid_type',
  invalid_email: 'field.invalid_email',
  invalid_phone: 'field.invalid_phone',
  invalid_format: 'field.invalid_format',
  too_big: 'field.too_big',
  too_small: 'field.too_small',
  too_long: 'field.too_long',
  too_short: 'field.too_short',
  not_multiple_of: 'field.not_multiple_of',
  unrecognized_keys: 'field.unrecognized_keys',
  invalid_union: 'field.invalid_union',
  invalid_key: 'field.invalid_key',
  invalid_element: 'field.invalid_element',
  invalid_value: 'field.invalid_value',
  custom: 'field.custom',
  invalid_json: 'field.invalid_json',
  hold_mismatch: 'field.hold_mismatch',
  before_from: 'field.before_from',
  range_too_long: 'field.range_too_long',
  not_allowed: 'field.not_allowed',
  unknown_email: 'field.unknown_email',
  invalid_password: 'field.invalid_password',
  invalid_characters: 'field.invalid_characters',
  invalid_time_zone: 'field.invalid_time_zone',
  out_of_range: 'field.out_of_range',
  end_before_start: 'field.end_before_start',
  hours_overlap: 'field.hours_overlap',
  missing_calling_code: 'field.missing_calling_code',
  phone_too_short: 'field.phone_too_short',
  email_taken: 'field.email_taken',
  customer_number_taken: 'field.customer_number_taken',
  reserved_slug: 'field.reserved_slug',
  slug_taken: 'field.slug_taken',
  common_password: 'field.common_password',
  account_email_taken: 'field.account_email_taken',
  category_name_taken: 'field.category_name_taken',
  name_taken: 'field.name_taken',
  discount_exceeds_total: 'field.discount_exceeds_total',
  https_only: 'field.https_only',
  no_credentials: 'field.no_credentials',
  instagram_only: 'field.instagram_only',
  facebook_only: 'field.facebook_only',
  image_type: 'field.image_type',
  image_too_large: 'field.image_too_large',
  image_too_many_pixels: 'field.image_too_many_pixels',
  image_unreadable: 'field.image_unreadable',
  image_not_found: 'field.image_not_found',
  periods_overlap: 'field.periods_overlap',
  unknown_time_zone: 'field.unknown_time_zone',
  locked_by_bookings: 'field.locked_by_bookings',
  max_before_min: 'field.max_before_min',
};

export type CodedError = Pick<ErrorBody['error'], 'code' | 'params'>;

export type ErrorTextProps = { error: CodedError; field?: never } | { field: FieldError; error?: never };

/**
 * The text of a coded error (`error.<code>`) or of one field problem (`field.<code>`), in the
 * current language, with the error's params. The one place the UI turns a code into words.
 */
export function ErrorText(props: ErrorTextProps) {
  const { id, params } = props.field
    ? { id: FIELD_MESSAGES[props.field.code], params: props.field.params }
    : { id: ERROR_MESSAGES[props.error.code], params: props.error.params };
  return <FormattedMessage id={id} values={params} />;
}

/** The message ids of every code, for tests that hold the catalogs against the closed sets. */
export const ERROR_TEXT_IDS = { errors: ERROR_MESSAGES, fields: FIELD_MESSAGES } as const;
