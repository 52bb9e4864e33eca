import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from '../field/field';
import { useBoundField } from '../field/use-bound-field';

interface FileFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type' | 'aria-invalid' | 'aria-describedby'> {
  id: string;
  name: string;
  label: ReactNode;
  /** Say which files are taken (kinds, size): `accept` filters the picker but says nothing. */
  hint?: ReactNode;
}

/**
 * A file picker bound to the KitForm by `name`: its value is the FileList, for the form's
 * schema to check (kind, size) and report at the field like any other error.
 */
export function FileField({ id, name, label, hint, ...input }: FileFieldProps) {
  const { bound, error } = useBoundField(name);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => <input type="file" {...input} {...control} {...bound} />}
    </Field>
  );
}
