import { localDayOf } from '@booking/shared/time/zoned-instant';
import type { Shift } from '../availability/shifts-on';
import { shiftsOnDay } from '../staff/find-conflict';

export type BookedAppointment = { id: string; branchId: string; zone: string; start: number; end: number };

/**
 * The appointments that no longer lie wholly inside one shift of the employee at their branch
 * on their local day: what a change of hours would take away from under booked customers.
 */
export function appointmentsOutsideHours<A extends BookedAppointment>(
  appointments: readonly A[],
  shifts: readonly (Shift & { branchId: string })[],
): A[] {
  return appointments.filter((appointment) => {
    const atBranch = shifts.filter((s) => s.branchId === appointment.branchId);
    const day = localDayOf(appointment.zone, appointment.start);
    return !shiftsOnDay(atBranch, appointment.zone, day).some(
      (s) => s.start <= appointment.start && appointment.end <= s.end,
    );
  });
}
