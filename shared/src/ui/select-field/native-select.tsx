import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { FieldError } from '../../forms/field-errors';
import { Field } from '../field/field';

export interface NativeSelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'aria-invalid' | 'aria-describedby'> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: FieldError;
  /** Words for an error where the form says more than the kit's (`required` as "Select an employee"). */
  describeError?: (error: FieldError) => ReactNode;
  className?: string;
  /** The `<option>`s (and `<optgroup>`s). */
  children: ReactNode;
}

/**
 * A labelled native select outside a KitForm: a GET filter (`name` + `defaultValue`) or a
 * controlled one that navigates (`value` + `onChange`). It does not import react-hook-form,
 * so a first screen with a select (the party size) does not download the form library.
 * Inside a KitForm use SelectField, which binds it by name.
 */
export function NativeSelect({
  id,
  label,
  hint,
  error,
  describeError,
  className,
  children,
  ...select
}: NativeSelectProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} describeError={describeError} className={className}>
      {(control) => (
        <select {...select} {...control}>
          {children}
        </select>
      )}
    </Field>
  );
}
