import { call } from '@booking/shared/api-client/call';
import { createStaffAppointment } from '@booking/shared/contract/operations/staff-appointments';
import type { StaffCreateAppointmentRequest } from '@booking/shared/contract/staff-appointments';
import { getApiBase } from '@booking/shared/stores/runtime-env';
import { withSession } from '../../../common/dialog-data/dialog-data';

export function createAppointment(branch: string, body: StaffCreateAppointmentRequest) {
  return call(createStaffAppointment, { params: { branch }, body }, { apiBase: getApiBase(), ...withSession });
}
