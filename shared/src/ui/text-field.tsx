import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldError } from '../forms/field-errors';
import { FieldMessage } from './field-message';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: ReactNode;
  errors: readonly FieldError[] | undefined;
}

/** A labelled input whose problem is marked (aria-invalid) and explained (aria-describedby). */
export function TextField({ id, label, errors, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={invalid} aria-describedby={invalid ? errorId : undefined} {...input} />
      <FieldMessage id={errorId} errors={errors} />
    </div>
  );
}
