import { call } from '@booking/shared/api-client/call';
import { moveStaffAppointment } from '@booking/shared/contract/operations/staff-appointments';
import { staffCallOptions } from '../../../common/staff-page/staff-load';

/** Drag and drop's one write: the appointment to a new start and, across columns, employee. */
export function moveAppointment(appointment: string, start: string, employee: string | null) {
  return call(
    moveStaffAppointment,
    { params: { appointment }, body: { start, ...(employee ? { employee_id: employee } : {}) } },
    staffCallOptions(),
  );
}
