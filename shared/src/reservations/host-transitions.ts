import type { HostStatus } from '../contract/host-status';

/** What staff can do next to a reservation at the restaurant. */
export type HostAction = 'arrived' | 'seated' | 'finished' | 'no_show' | 'cancelled';

export type HostTransitionRefusal = {
  code: 'transition_not_allowed';
  params: { from: HostStatus; to: HostAction; reason: 'state' | 'not_started' };
};

/**
 * The restaurant's states: a confirmed (or moved: rescheduled) reservation becomes arrived,
 * then seated, then finished; a party may be seated straight away. A guest who does not come
 * is a no-show; one who turns up late after all can still be marked arrived or seated. It can
 * be cancelled until the party sits. Finished and cancelled are final.
 */
const NEXT: Record<HostStatus, readonly HostAction[]> = {
  confirmed: ['arrived', 'seated', 'no_show', 'cancelled'],
  rescheduled: ['arrived', 'seated', 'no_show', 'cancelled'],
  arrived: ['seated', 'no_show', 'cancelled'],
  seated: ['finished'],
  finished: [],
  no_show: ['arrived', 'seated'],
  cancelled: [],
};

/**
 * The actions allowed from `status` at `now`: a no-show only once the reservation's time has
 * come (before it, the guest is merely not here yet).
 */
export function hostActions(reservation: { status: HostStatus; start: number }, now: number): HostAction[] {
  return NEXT[reservation.status].filter((action) => action !== 'no_show' || reservation.start <= now);
}

/** Whether `to` may follow the reservation's state at `now`, and why not. */
export function checkHostTransition(
  reservation: { status: HostStatus; start: number },
  to: HostAction,
  now: number,
): { ok: true; value: HostAction } | { ok: false; error: HostTransitionRefusal } {
  const from = reservation.status;
  if (hostActions(reservation, now).includes(to)) return { ok: true, value: to };
  const reason = NEXT[from].includes(to) ? 'not_started' : 'state';
  return { ok: false, error: { code: 'transition_not_allowed', params: { from, to, reason } } };
}

/** Holds its table for its time: a no-show or a cancellation gives it back (a finished party until it left). */
export const holdsTable = (status: HostStatus) => status !== 'cancelled' && status !== 'no_show';

/** Still to come (or here): counted in the covers and changeable by staff. */
export const isOpen = (status: HostStatus) =>
  status === 'confirmed' || status === 'rescheduled' || status === 'arrived' || status === 'seated';
