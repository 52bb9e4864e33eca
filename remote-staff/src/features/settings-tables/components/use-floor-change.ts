import type { ApiResult } from '@booking/shared/api-client/call';
import type {
  ReservationInTheWay,
  ReservationResolution,
  TableSettingsResponse,
} from '@booking/shared/contract/table-settings';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { useRevalidator } from '@booking/shared/router';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** Sends a change of the floor, with what becomes of the reservations in its way once asked. */
export type Send = (on?: ReservationResolution[]) => Promise<ApiResult<TableSettingsResponse>>;

export interface Asked {
  reservations: ReservationInTheWay[];
  send: Send;
}

/**
 * One change of the floor. When future reservations would no longer fit, the API lists them
 * (409 `reservations_affected`): the owner answers for each (`asked`), and the same change is
 * sent again with the answers. A saved change reloads the floor.
 */
export function useFloorChange<Values extends FieldValues>(form?: UseFormReturn<Values, unknown, unknown>) {
  const submit = useSubmit<Values>({
    ...(form ? { form, fieldOf: (field: string) => field as Path<Values> } : {}),
    ownCodes: ['reservations_affected'],
  });
  const revalidator = useRevalidator();
  const [asked, setAsked] = useState<Asked | null>(null);

  async function run(send: Send, on?: ReservationResolution[]): Promise<boolean> {
    const outcome = await submit.send(() => send(on));
    if (outcome?.kind === 'refused' && outcome.error?.code === 'reservations_affected') {
      setAsked({ reservations: outcome.error.reservations ?? [], send });
      return false;
    }
    if (outcome?.kind !== 'done') return false;
    setAsked(null);
    await revalidator.revalidate();
    return true;
  }

  return {
    submit,
    asked,
    /** Sends the change; true once it is saved. */
    change: (send: Send) => run(send),
    /** Sends the asked change again with what becomes of each reservation. */
    answer: (on: ReservationResolution[]) => (asked ? run(asked.send, on) : Promise.resolve(false)),
    dismiss: () => setAsked(null),
  };
}

export type FloorChange = ReturnType<typeof useFloorChange>;
