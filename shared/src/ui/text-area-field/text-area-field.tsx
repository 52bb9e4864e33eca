import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { fieldErrorOf } from '../../forms/zod-resolver';
import { Field } from '../field/field';

interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'aria-invalid' | 'aria-describedby'> {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
}

/**
 * A multi-line field (a booking comment). No `maxLength` attribute on purpose: the browser
 * would cut a pasted text silently; the schema's `too_long` {max} says what is wrong.
 */
export function TextAreaField({ id, name, label, hint, ...textarea }: TextAreaFieldProps) {
  const { register, getFieldState, formState } = useFormContext();
  const error = fieldErrorOf(getFieldState(name, formState).error);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => <textarea rows={4} {...textarea} {...control} {...register(name)} />}
    </Field>
  );
}
