import type { StaffAppointment } from '@booking/shared/contract/staff-calendar';
import { instantOf } from '@booking/shared/time/instant-of';

export interface AllowedActions {
  move: boolean;
  cancel: boolean;
  noShow: boolean;
  checkout: boolean;
}

/**
 * What staff may still do with an appointment, by the API's rules
 * (api/src/domain/appointments/apply-transition.ts): nothing changes a cancelled one; it is
 * moved or cancelled only before it starts, and marked "customer did not arrive" only once
 * it has started; a paid one has nothing left to check out. Notes can always be edited.
 */
export function allowedActions(appointment: Pick<StaffAppointment, 'status' | 'start'>, now: number): AllowedActions {
  if (appointment.status === 'cancelled') return { move: false, cancel: false, noShow: false, checkout: false };
  const started = instantOf(appointment.start) <= now;
  return { move: !started, cancel: !started, noShow: started, checkout: appointment.status !== 'paid' };
}

/** The message id naming an appointment's state (who cancelled it, when cancelled). */
export function stateMessageId(appointment: Pick<StaffAppointment, 'status' | 'cancelled_by'>) {
  if (appointment.status !== 'cancelled') return STATUS_IDS[appointment.status];
  return CANCELLED_IDS[appointment.cancelled_by ?? 'staff'];
}

const STATUS_IDS = {
  booked: 'staff.appointment.state.booked',
  rescheduled: 'staff.appointment.state.rescheduled',
  paid: 'staff.appointment.state.paid',
} as const;

const CANCELLED_IDS = {
  customer: 'staff.appointment.state.cancelledByCustomer',
  staff: 'staff.appointment.state.cancelledByStaff',
  no_show: 'staff.appointment.state.noShow',
} as const;
