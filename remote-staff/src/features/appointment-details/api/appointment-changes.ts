import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import {
  editStaffAppointmentNotes,
  moveStaffAppointment,
  staffCancelAppointment,
} from '@booking/shared/contract/operations/staff-appointments';
import type { StaffMoveAppointmentRequest } from '@booking/shared/contract/staff-appointments';

export function saveNotes(api: ApiAccess, appointment: string, notes: string | null) {
  return call(editStaffAppointmentNotes, { params: { appointment }, body: { notes } }, api);
}

export function moveAppointment(api: ApiAccess, appointment: string, body: StaffMoveAppointmentRequest) {
  return call(moveStaffAppointment, { params: { appointment }, body }, api);
}

/**
 * `staff`: cancelled by the salon, with the staff's `message` to the customer if any (sent
 * with the cancellation email); `no_show`: the customer did not arrive.
 */
export function cancelAppointment(
  api: ApiAccess,
  appointment: string,
  reason: 'staff' | 'no_show',
  message: string | null = null,
) {
  const body = reason === 'staff' && message ? { reason, message } : { reason };
  return call(staffCancelAppointment, { params: { appointment }, body }, api);
}
