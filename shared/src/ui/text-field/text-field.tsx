import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { fieldErrorOf } from '../../forms/zod-resolver';
import { Field } from '../field/field';

interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'aria-invalid' | 'aria-describedby'> {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
}

/**
 * A text input bound to the surrounding KitForm by `name`; also the email field
 * (`type="email"`, `autoComplete="email"`) and the password field. Its error shows once the
 * field was left or the form submitted (useKitForm's `onTouched`).
 */
export function TextField({ id, name, label, hint, ...input }: TextFieldProps) {
  const { register, getFieldState, formState } = useFormContext();
  const error = fieldErrorOf(getFieldState(name, formState).error);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => <input {...input} {...control} {...register(name)} />}
    </Field>
  );
}

/** An email field with the attributes that let phones and password managers fill it in. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="email" inputMode="email" autoComplete="email" spellCheck={false} {...props} />;
}
