import { FormattedMessage } from 'react-intl';
import type { FieldError } from '../../forms/field-errors';

/**
 * SPEC section 5's field messages, one per field code the contract can produce. Written out
 * (not `field.${code}`) so the catalog check sees every id in use.
 */
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
};

export function FieldErrorText({ error }: { error: FieldError }) {
  return <FormattedMessage id={FIELD_MESSAGES[error.code] ?? 'field.invalid_format'} values={error.params} />;
}
