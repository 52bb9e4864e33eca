import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { useDirtyForm } from '../../../common/settings/dirty-forms';
import { type Send, useFloorChange } from './use-floor-change';

interface FloorFormOptions<Values extends FieldValues> {
  /** The values a new one starts from again once added. */
  initial: DefaultValues<Values>;
  /** Whether the form changes an existing one (kept as saved) or adds one (emptied for the next). */
  editing: boolean;
  onDone?: () => void;
}

/**
 * What a table's and a combination's form share: the floor change with its question about the
 * reservations in the way, the page's unsaved-changes guard, and after a save the form kept as
 * saved (a change) or emptied for the next (an addition).
 */
export function useFloorForm<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  { initial, editing, onDone }: FloorFormOptions<Values>,
) {
  const change = useFloorChange(form);
  useDirtyForm(form.formState.isDirty && !change.submit.busy);
  function saved() {
    form.reset(editing ? form.getValues() : initial);
    onDone?.();
  }
  return {
    change,
    saved,
    save: async (send: Send) => {
      if (await change.change(send)) saved();
    },
  };
}
