import type { Appointment } from '@booking/shared/contract/appointments';

/**
 * What the manage page offers: the actions still allowed, or why none is. The API decides
 * (`changeable` is false once the appointment started or was cancelled); this only words it.
 */
export type ManageActions =
  | { kind: 'open'; reschedule: true; cancel: true }
  | { kind: 'closed'; reason: 'cancelled' | 'started' };

export function manageActions(appointment: Pick<Appointment, 'status' | 'changeable'>): ManageActions {
  if (appointment.status === 'cancelled') return { kind: 'closed', reason: 'cancelled' };
  if (!appointment.changeable) return { kind: 'closed', reason: 'started' };
  return { kind: 'open', reschedule: true, cancel: true };
}
