import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { zodResolver } from './zod-resolver';

/**
 * A react-hook-form form validated by a contract schema. `onTouched`: a field is judged
 * first when it loses focus (or on submit), then on every change, so nobody is told off
 * while typing an address for the first time, and a fixed field clears at once.
 */
export function useKitForm<Schema extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}
