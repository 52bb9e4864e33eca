import { type FieldValues, type UseFormRegisterReturn, useFormContext } from 'react-hook-form';
import type { FieldError } from '../../forms/field-errors';
import { fieldErrorOf } from '../../forms/zod-resolver';

/**
 * A kit field's tie to the surrounding KitForm: its registration and its error. Outside a
 * KitForm (a filter bar sent as a GET form, a select that navigates) the field is a plain
 * named control and has no error of its own; a field without a name is never registered
 * (its owner keeps the value, as "add a service" does inside the checkout's form).
 */
export function useBoundField(name: string | undefined): {
  bound: UseFormRegisterReturn | { name?: string };
  error: FieldError | undefined;
} {
  const context = useFormContext<FieldValues>();
  if (!context || !name) return { bound: name ? { name } : {}, error: undefined };
  return {
    bound: context.register(name),
    error: fieldErrorOf(context.getFieldState(name, context.formState).error),
  };
}
