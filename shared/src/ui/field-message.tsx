import type { FieldError } from '@booking/shared/forms/field-errors';
import { FormattedMessage } from 'react-intl';

/** SPEC section 5's field messages, one per field code the contract can produce. */
const FIELD_MESSAGES: Record<string, string> = {
  required: 'field.required',
  invalid_email: 'field.invalid_email',
  invalid_phone: 'field.invalid_phone',
  invalid_format: 'field.invalid_format',
  invalid_type: 'field.invalid_format',
  too_long: 'field.too_long',
  too_short: 'field.too_short',
  too_big: 'field.too_big',
  too_small: 'field.too_small',
  unknown_email: 'field.unknown_email',
  invalid_password: 'field.invalid_password',
  invalid_characters: 'field.invalid_characters',
  invalid_time_zone: 'field.invalid_time_zone',
  out_of_range: 'field.out_of_range',
};

/** The first problem of a field, linked to its input by `id` (aria-describedby). */
export function FieldMessage({ id, errors }: { id: string; errors: readonly FieldError[] | undefined }) {
  const first = errors?.[0];
  if (!first) return null;
  return (
    <p id={id} className="field-error">
      <FormattedMessage id={FIELD_MESSAGES[first.code] ?? 'field.invalid_format'} values={first.params} />
    </p>
  );
}
