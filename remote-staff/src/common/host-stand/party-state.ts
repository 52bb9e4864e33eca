/**
 * The states of a reservation at the host stand: booked (confirmed, or rescheduled after a
 * move), then arrived, seated and finished; or it ends as a no-show or cancelled.
 */
export type PartyState = 'confirmed' | 'rescheduled' | 'arrived' | 'seated' | 'finished' | 'no_show' | 'cancelled';

/** A party that keeps its table for its time: not one that never came, left, or cancelled. */
export function holdsTable(state: string): boolean {
  return state !== 'cancelled' && state !== 'no_show' && state !== 'finished';
}

/** A party whose guests count in the day's covers: everyone expected or served. */
export function countsInCovers(state: string): boolean {
  return state !== 'cancelled' && state !== 'no_show';
}
