import type { FieldError } from '@booking/shared/forms/field-errors';
import { ErrorText } from './error-text/error-text';

/** The first problem of a field, linked to its input by `id` (aria-describedby). */
export function FieldMessage({ id, errors }: { id: string; errors: readonly FieldError[] | undefined }) {
  const first = errors?.[0];
  if (!first) return null;
  return (
    <p id={id} className="field-error">
      <ErrorText field={first} />
    </p>
  );
}
