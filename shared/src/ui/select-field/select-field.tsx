import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { FieldError } from '../../forms/field-errors';
import { Field } from '../field/field';
import { useBoundField } from '../field/use-bound-field';

interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'aria-invalid' | 'aria-describedby'> {
  id: string;
  /** Bound to the surrounding KitForm by this name; outside one, the name a GET form sends. */
  name?: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The `<option>`s (and `<optgroup>`s). */
  children: ReactNode;
  describeError?: (error: FieldError) => ReactNode;
  className?: string;
}

/**
 * A native select: the platform's list is what every keyboard, phone and screen reader
 * handles, and a short list (an employee, a sort order, a party size) needs nothing more.
 * Label, hint and error wired as the TextField's; a controlled or GET-form select outside a
 * KitForm passes `value`/`onChange` or `defaultValue` through.
 */
export function SelectField({
  id,
  name,
  label,
  hint,
  children,
  describeError,
  className,
  ...select
}: SelectFieldProps) {
  const { bound, error } = useBoundField(name);
  return (
    <Field id={id} label={label} hint={hint} error={error} describeError={describeError} className={className}>
      {(control) => (
        <select {...select} {...control} {...bound}>
          {children}
        </select>
      )}
    </Field>
  );
}
