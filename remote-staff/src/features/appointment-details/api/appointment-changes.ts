import { call } from '@booking/shared/api-client/call';
import {
  editStaffAppointmentNotes,
  moveStaffAppointment,
  staffCancelAppointment,
} from '@booking/shared/contract/operations/staff-appointments';
import type { StaffMoveAppointmentRequest } from '@booking/shared/contract/staff-appointments';
import { getApiBase } from '@booking/shared/stores/runtime-env';
import { withSession } from '../../../common/dialog-data/dialog-data';

const options = () => ({ apiBase: getApiBase(), ...withSession });

export function saveNotes(appointment: string, notes: string | null) {
  return call(editStaffAppointmentNotes, { params: { appointment }, body: { notes } }, options());
}

export function moveAppointment(appointment: string, body: StaffMoveAppointmentRequest) {
  return call(moveStaffAppointment, { params: { appointment }, body }, options());
}

/**
 * `staff`: cancelled by the salon, with the staff's `message` to the customer if any (sent
 * with the cancellation email); `no_show`: the customer did not arrive.
 */
export function cancelAppointment(appointment: string, reason: 'staff' | 'no_show', message: string | null = null) {
  const body = reason === 'staff' && message ? { reason, message } : { reason };
  return call(staffCancelAppointment, { params: { appointment }, body }, options());
}
