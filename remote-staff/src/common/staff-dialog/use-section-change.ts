import type { ApiResult } from '@booking/shared/api-client/call';
import { useRevalidator } from '@booking/shared/router';
import { useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useDialogSubmit } from './use-dialog-submit';

/**
 * A section of a details dialog that saves one change in place (notes, a move): sent through
 * `useDialogSubmit`; once done, the form holds what the API answered, the section says it is
 * saved, and the dialog and the view behind read their data again.
 */
export function useSectionChange<Values extends FieldValues>(options: Parameters<typeof useDialogSubmit<Values>>[0]) {
  const submit = useDialogSubmit<Values>(options);
  const [done, setDone] = useState(false);
  const revalidator = useRevalidator();

  async function change<T>(send: () => Promise<ApiResult<T>>, valuesOf: (data: T) => DefaultValues<Values>) {
    setDone(false);
    const changed = await submit.send(send);
    if (changed?.kind !== 'done') return;
    options?.form?.reset(valuesOf(changed.data));
    setDone(true);
    await revalidator.revalidate();
  }

  return { submit, done, change, forget: () => setDone(false) };
}
