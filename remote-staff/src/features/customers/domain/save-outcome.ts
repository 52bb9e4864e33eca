import type { ApiError, ApiResult } from '@booking/shared/api-client/call';
import type { Customer } from '@booking/shared/contract/customers';
import type { FieldError } from '@booking/shared/forms/field-errors';

/**
 * What the form does with the answer to saving a customer:
 * - `saved`: on to the customer's page;
 * - `fields`: the API refused fields the form has (`email_taken`, `customer_number_taken`,
 *   `too_short`, ...): each is marked at its field, the typed values stay;
 * - `failed`: a coded error for the whole form (the customer was deleted meanwhile, ...);
 * - `network`: the server was not reached; the same values can be sent again.
 */
export type SaveOutcome =
  | { kind: 'saved'; customer: Customer }
  | { kind: 'fields'; fields: { name: string; error: FieldError }[] }
  | { kind: 'failed'; error: ApiError }
  | { kind: 'network' };

const FORM_FIELDS = new Set([
  'first_name',
  'last_name',
  'email',
  'phone',
  'addresses',
  'birthday',
  'gender',
  'company',
  'b2b',
  'newsletter',
  'reminders',
  'comment',
  'customer_number',
]);
const ADDRESS_FIELD = /^addresses\.\d+\.(kind|street|number|zip|city|country)$/;

/** Whether an API field key names a field of the form (`email`, `addresses.0.zip`). */
export function isFormField(name: string): boolean {
  return FORM_FIELDS.has(name) || ADDRESS_FIELD.test(name);
}

export function saveOutcome(result: ApiResult<{ results: { customer: Customer } }>): SaveOutcome {
  if (result.ok) return { kind: 'saved', customer: result.data.results.customer };
  if ('network' in result) return { kind: 'network' };
  const error = result.error ?? { code: 'internal' };
  const fields = Object.entries(error.fields ?? {}).flatMap(([name, [first]]) =>
    first && isFormField(name) ? [{ name, error: first }] : [],
  );
  // A field the form does not have (the body as a whole) cannot be marked: say it above the form.
  if (fields.length && fields.length === Object.keys(error.fields ?? {}).length) return { kind: 'fields', fields };
  return { kind: 'failed', error };
}
