import type { HostStatus } from '../contract/host-status';
import { addDays, startOfDay } from '../time/add-calendar';

/** What staff can do next to a reservation at the restaurant: a step, taking the last one back, or cancelling. */
export type HostAction = 'arrived' | 'seated' | 'finished' | 'no_show' | 'undo' | 'cancelled';

/** A reservation as the transitions read it: its state, its time and its branch's zone. */
export type HostReservation = { status: HostStatus; start: number; end: number; zone: string };

export type HostTransitionRefusal =
  | { code: 'transition_not_allowed'; params: { from: HostStatus; to: HostAction; reason: 'state' | 'not_started' } }
  | { code: 'not_on_its_day'; params: { from: HostStatus; to: HostAction } };

/**
 * The restaurant's states: a confirmed (or moved: rescheduled) reservation becomes arrived,
 * then seated, then finished; a party may be seated straight away. A guest who does not come
 * is a no-show; one who turns up late after all can still be marked arrived or seated. It can
 * be cancelled until the party sits. Finished and cancelled are final, but for taking the
 * last step back (`undoneTo`).
 */
const NEXT: Record<HostStatus, readonly HostAction[]> = {
  confirmed: ['arrived', 'seated', 'no_show', 'cancelled'],
  rescheduled: ['arrived', 'seated', 'no_show', 'cancelled'],
  arrived: ['seated', 'no_show', 'undo', 'cancelled'],
  seated: ['finished', 'undo'],
  finished: ['undo'],
  no_show: ['arrived', 'seated', 'undo'],
  cancelled: [],
};

/** The steps at the restaurant itself: only while the guest can be there, on the reservation's day. */
const ON_THE_DAY: readonly HostAction[] = ['arrived', 'seated', 'finished', 'no_show', 'undo'];

/**
 * The reservation's day in the branch's zone, from its midnight to the next; a party still
 * sitting at midnight keeps its time until its end, so that it can still leave.
 */
export function onItsDay(reservation: Pick<HostReservation, 'start' | 'end' | 'zone'>, now: number): boolean {
  const dayStart = startOfDay(reservation.start, reservation.zone);
  const dayEnd = addDays(dayStart, 1, reservation.zone);
  return dayStart <= now && now < Math.max(dayEnd, reservation.end);
}

/**
 * The actions allowed from the reservation's state at `now`: the steps at the restaurant only
 * on its day, a no-show only once its time has come (before it, the guest is merely not here
 * yet). Cancelling is not tied to the day.
 */
export function hostActions(reservation: HostReservation, now: number): HostAction[] {
  const today = onItsDay(reservation, now);
  return NEXT[reservation.status].filter(
    (action) => (today || !ON_THE_DAY.includes(action)) && (action !== 'no_show' || reservation.start <= now),
  );
}

/** Whether `to` may follow the reservation's state at `now`, and why not. */
export function checkHostTransition(
  reservation: HostReservation,
  to: HostAction,
  now: number,
): { ok: true; value: HostAction } | { ok: false; error: HostTransitionRefusal } {
  const from = reservation.status;
  if (hostActions(reservation, now).includes(to)) return { ok: true, value: to };
  if (!NEXT[from].includes(to)) {
    return { ok: false, error: { code: 'transition_not_allowed', params: { from, to, reason: 'state' } } };
  }
  if (ON_THE_DAY.includes(to) && !onItsDay(reservation, now)) {
    return { ok: false, error: { code: 'not_on_its_day', params: { from, to } } };
  }
  return { ok: false, error: { code: 'transition_not_allowed', params: { from, to, reason: 'not_started' } } };
}

/**
 * The state a step taken back returns to: arrived and no-show to booked (rescheduled if it
 * was ever moved), seated to arrived, finished to seated. Null where there is no step to take back.
 */
export function undoneTo(status: HostStatus, moved: boolean): HostStatus | null {
  const booked = moved ? 'rescheduled' : 'confirmed';
  const back: Partial<Record<HostStatus, HostStatus>> = {
    arrived: booked,
    no_show: booked,
    seated: 'arrived',
    finished: 'seated',
  };
  return back[status] ?? null;
}

/** Holds its table for its time: a no-show or a cancellation gives it back (a finished party until it left). */
export const holdsTable = (status: HostStatus) => status !== 'cancelled' && status !== 'no_show';

/** Still to come (or here): counted in the covers and changeable by staff. */
export const isOpen = (status: HostStatus) =>
  status === 'confirmed' || status === 'rescheduled' || status === 'arrived' || status === 'seated';
