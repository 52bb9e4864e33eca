import { multiLineText } from '@booking/shared/contract/safe-text';
import type { StaffReservation, StaffUpdateReservationRequest } from '@booking/shared/contract/staff-reservations';
import { isLocalDate } from '@booking/shared/time/local-date';
import * as z from 'zod/mini';
import { isWallTime, wallOf, zonedFromWall } from '../../../common/wall-time/wall-time';

/** A reservation's time, party size and the staff's notes, as the inputs hold them. */
export const changeFormSchema = z.object({
  date: z.string().check(z.refine(isLocalDate)),
  time: z.string().check(z.refine(isWallTime)),
  partySize: z.string().check(z.regex(/^\d{1,3}$/)),
  notes: z.string().check(z.maxLength(2000), multiLineText()),
});
export type ChangeFormValues = z.input<typeof changeFormSchema>;

/**
 * Only what changed: an unchanged time is not sent (it would ask for the table again and could
 * be refused for no reason); emptied notes are cleared (null).
 */
export function toChangeRequest(
  values: z.output<typeof changeFormSchema>,
  reservation: Pick<StaffReservation, 'start' | 'party_size' | 'notes'>,
  zone: string,
): StaffUpdateReservationRequest {
  const was = wallOf(reservation.start, zone);
  const notes = values.notes.trim();
  const partySize = Number(values.partySize);
  return {
    ...(values.date !== was.date || values.time !== was.time ? { start: zonedFromWall(values, zone) } : {}),
    ...(partySize !== reservation.party_size ? { party_size: partySize } : {}),
    ...(notes !== (reservation.notes ?? '') ? { notes: notes || null } : {}),
  };
}

export const CHANGE_FIELD_OF: Record<string, keyof ChangeFormValues> = {
  start: 'time',
  party_size: 'partySize',
  notes: 'notes',
};
