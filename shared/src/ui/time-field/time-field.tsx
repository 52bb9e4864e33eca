import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from '../field/field';
import { useBoundField } from '../field/use-bound-field';

interface TimeFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type' | 'aria-invalid' | 'aria-describedby'> {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
}

/**
 * A wall-clock time (`HH:mm`) in the platform's time input, bound to the KitForm by `name`.
 * Steps of 5 minutes unless told otherwise: the calendar's grid and the salons' slots are
 * made of them, so the arrows land on times that exist.
 */
export function TimeField({ id, name, label, hint, step = 300, ...input }: TimeFieldProps) {
  const { bound, error } = useBoundField(name);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => <input type="time" step={step} {...input} {...control} {...bound} />}
    </Field>
  );
}
