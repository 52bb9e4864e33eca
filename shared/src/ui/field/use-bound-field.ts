import { useFormContext } from 'react-hook-form';
import type { FieldError } from '../../forms/field-errors';
import { fieldErrorOf } from '../../forms/zod-resolver';

/** A kit field's tie to the surrounding KitForm: its registration and its error (shown after blur or submit). */
export function useBoundField(name: string) {
  const { register, getFieldState, formState } = useFormContext();
  const error: FieldError | undefined = fieldErrorOf(getFieldState(name, formState).error);
  return { bound: register(name), error };
}
