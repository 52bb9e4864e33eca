import { fieldErrorOf } from '@booking/shared/forms/zod-resolver';
import { Field } from '@booking/shared/ui/field/field';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';

interface SelectFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  autoComplete?: string;
}

/** A native select bound to the surrounding KitForm, labelled and marked as the kit's fields are. */
export function SelectField({ id, name, label, options, autoComplete }: SelectFieldProps) {
  const { register, getFieldState, formState } = useFormContext();
  const error = fieldErrorOf(getFieldState(name, formState).error);
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <select {...control} autoComplete={autoComplete} {...register(name)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
