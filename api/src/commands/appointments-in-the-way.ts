import type { StaffAppointmentRecord } from '../db/staff-calendar-repo';
import type { DomainError } from '../domain/result';
import { conflictError } from '../domain/staff/conflict-error';
import { presentStaffAppointment } from '../http/present-staff-appointment';

/**
 * 409 `appointment_conflict` for booked appointments a change would lie over or take away,
 * naming the first and how many, and listing them all (decision 0052) so the confirmation
 * asks without a second read. Times in the zone of each appointment's branch.
 */
export function appointmentsInTheWayError(found: readonly StaffAppointmentRecord[], now: Date): DomainError | null {
  const first = found[0];
  if (!first) return null;
  const conflict = {
    with: 'appointment' as const,
    id: first.id,
    start: first.start.getTime(),
    end: first.end.getTime(),
  };
  const error = conflictError(conflict, first.branch.timezone, found.length);
  const appointments = found.map((a) => {
    const shown = presentStaffAppointment(a, now);
    return {
      id: a.id,
      start: shown.start,
      end: shown.end,
      customer: shown.customer?.name ?? null,
      services: a.services.map((service) => service.name),
    };
  });
  return { ...error, appointments };
}
