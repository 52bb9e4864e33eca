import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import { createStaffAppointment } from '@booking/shared/contract/operations/staff-appointments';
import type { StaffCreateAppointmentRequest } from '@booking/shared/contract/staff-appointments';

export function createAppointment(api: ApiAccess, branch: string, body: StaffCreateAppointmentRequest) {
  return call(createStaffAppointment, { params: { branch }, body }, api);
}
