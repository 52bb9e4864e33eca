/**
 * Every error code the API answers with. The UI translates `error.<code>`; the API maps
 * each code to one HTTP status in `shared/src/errors/error-status.ts`.
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
  'origin_not_allowed',
  'unsupported_media_type',
  'headers_too_large',
  // A request (its headers, or a JSON body) that did not arrive in time: the connection is closed.
  'request_timeout',
  // Staff calendar: a staff booking, move or absence runs into something;
  // params name it (with: appointment | hold | absence | outside_hours, id, start, end, count).
  'appointment_conflict',
  'absence_not_found',
  // Customers and checkout.
  'customer_not_found',
  // A checkout line of another appointment than the cart's (SPEC 8).
  'cart_other_appointment',
  // A checkout line whose service the appointment has no booked name and price for (SPEC 8).
  'missing_service_data',
  // The restaurant's host stand: a table of another branch or none; a table another party
  // holds then (params: reservation, start, end); a table with fewer seats than the party
  // (params: seats, party_size); no table seats the party then (params: party_size,
  // largest_table); a time outside the opening hours; a state change the states do not allow
  // (params: from, to).
  'table_not_found',
  'table_taken',
  'table_too_small',
  'no_table_free',
  'outside_opening_hours',
  'transition_not_allowed',
  // A step at the host stand (arrived, seated, left, no-show, or taking one back) outside the
  // reservation's day in the branch's zone (params: from, to).
  'not_on_its_day',
  // A new booking on a day the owner closed the branch (params: date, reason: the owner's
  // words), or at a branch the owner closed: existing bookings there stay, nothing new is taken.
  'closed_day',
  'branch_closed',
  // Paid already (on site or online): never charged twice.
  'already_paid',
  // Accounts (decision 0055): signed up but the email is not confirmed yet; an owner-only
  // operation called by staff; an account or session of the caller's organization that is not
  // there; the organization's last owner cannot go; an emailed link expired, used or unknown.
  'account_unconfirmed',
  'owner_only',
  'account_not_found',
  'session_not_found',
  'last_owner',
  'link_invalid',
  // Going live before the checklist is done (decision 0059): the checklist says what is missing.
  'not_ready',
  // Service settings: a category of the caller's organization that is not there; a category
  // that still holds services; a service with booked appointments to come (hide it instead).
  'category_not_found',
  'category_not_empty',
  'service_has_future_appointments',
  // An upload that would take the organization's stored images over its quota (decision 0078;
  // params: used_bytes, limit_bytes, needed_bytes).
  'storage_full',
  // The database cannot be reached just now (decision 0079): nothing was done; try again
  // after Retry-After.
  'unavailable',
  // A restaurant's floor (decision 0080): an area or combination of the branch that is not
  // there; a change that future reservations would no longer fit (retiring or shrinking a
  // table, changing or removing a combination) until each is moved or cancelled; the error
  // lists them in `reservations`.
  'area_not_found',
  // An area that still has tables in service is not removed (move or retire them first).
  'area_not_empty',
  'combination_not_found',
  'reservations_affected',
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Every field-level code (`error.fields.<field>[].code`). The first group comes from the
 * contract's zod schemas through `forms/field-errors.ts` (zod's own issue codes included, so
 * an issue it maps one to one is still a known code); the rest are the API's own checks.
 * The UI translates `field.<code>`.
 */
export const FIELD_ERROR_CODES = [
  'required',
  'invalid_type',
  'invalid_email',
  'invalid_phone',
  'invalid_format',
  'too_big',
  'too_small',
  'too_long',
  'too_short',
  'not_multiple_of',
  'unrecognized_keys',
  'invalid_union',
  'invalid_key',
  'invalid_element',
  'invalid_value',
  'custom',
  // The request body is not JSON at all.
  'invalid_json',
  // The hold token belongs to another slot, services or employee than the request names.
  'hold_mismatch',
  // A date range whose end comes before its start.
  'before_from',
  // A date range longer than the API searches at once ({max_days}).
  'range_too_long',
  // Choosing an employee where the merchant lets customers take the first available only,
  // or online payment where the merchant takes payment on site only.
  'not_allowed',
  // The sign-in's answers, shown at the field they are about.
  'unknown_email',
  'invalid_password',
  // Text with control, bidi-override or invisible-only characters (contract/safe-text.ts).
  'invalid_characters',
  // A start whose zone suffix is unknown, contradicts its offset, or is not the branch's.
  'invalid_time_zone',
  // A date outside what the calendar handles (year 10000).
  'out_of_range',
  // A time range whose end is not after its start (staff absences, appointments).
  'end_before_start',
  // Working hours that overlap others of the same day (one person works one shift at a time).
  'hours_overlap',
  // A phone number typed without its calling code (0171 ... rather than +49 171 ...), SPEC 5.
  'missing_calling_code',
  // A phone number with its calling code that has too few digits for its country.
  'phone_too_short',
  // Another live customer of the organization has this email (or customer number).
  'email_taken',
  'customer_number_taken',
  // Sign-up's page address: a word the routes use, or another organization's address.
  'reserved_slug',
  'slug_taken',
  // A new password on the list of common passwords (api/src/domain/accounts/password-rules.ts).
  'common_password',
  // An invitation to an email that already has an account (one email, one account).
  'account_email_taken',
  // Branch settings: two opening periods of a day overlap; a zone the platform does not know;
  // a time zone or currency that bookings were made in (it stays).
  'periods_overlap',
  'unknown_time_zone',
  'locked_by_bookings',
  // Booking rules: the latest bookable moment would come before the earliest.
  'max_before_min',
  // A service category name the organization uses already.
  'category_name_taken',
  // A checkout discount above the cart's subtotal.
  'discount_exceeds_total',
  // The page's links (decisions 0058, 0077): only https; no user name or password in them;
  // the Instagram and Facebook links lead to their own sites.
  'https_only',
  'no_credentials',
  'instagram_only',
  'facebook_only',
  // An uploaded image (decision 0058): not PNG, JPEG or WebP by its content; over 5 MB; more
  // pixels than allowed ({max}); or not decodable. An image id that is not the organization's.
  'image_type',
  'image_too_large',
  'image_too_many_pixels',
  'image_unreadable',
  'image_not_found',
  // A name another area, table in service or combination of the branch has already.
  'name_taken',
] as const;

export function isFieldErrorCode(code: unknown): code is FieldErrorCode {
  return (FIELD_ERROR_CODES as readonly unknown[]).includes(code);
}

export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];
