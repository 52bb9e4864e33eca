import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import { moveStaffAppointment } from '@booking/shared/contract/operations/staff-appointments';

/** Drag and drop's one write: the appointment to a new start and, across columns, employee. */
export function moveAppointment(api: ApiAccess, appointment: string, start: string, employee: string | null) {
  return call(
    moveStaffAppointment,
    { params: { appointment }, body: { start, ...(employee ? { employee_id: employee } : {}) } },
    api,
  );
}
