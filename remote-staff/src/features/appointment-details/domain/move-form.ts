import type { StaffMoveAppointmentRequest } from '@booking/shared/contract/staff-appointments';
import type { StaffAppointment } from '@booking/shared/contract/staff-calendar';
import { isLocalDate } from '@booking/shared/time/local-date';
import { zoneOf } from '@booking/shared/time/zone-of';
import * as z from 'zod/mini';
import { isWallTime, wallOf, zonedFromWall } from '../../../common/wall-time/wall-time';

/** The keyboard move: a date, a time (the branch's wall clock) and the employee. */
export const moveFormSchema = z.object({
  date: z.string().check(z.refine(isLocalDate)),
  time: z.string().check(z.refine(isWallTime)),
  employee: z.string().check(z.minLength(1)),
});
export type MoveFormValues = z.input<typeof moveFormSchema>;

/** The zone an appointment's times are in (the branch's, named in each time). */
export const zoneOfAppointment = (appointment: Pick<StaffAppointment, 'start'>) => zoneOf(appointment.start) ?? 'UTC';

/** The form starts where the appointment is. */
export function moveDefaults(appointment: Pick<StaffAppointment, 'start' | 'employee'>): MoveFormValues {
  return { ...wallOf(appointment.start, zoneOfAppointment(appointment)), employee: appointment.employee.id };
}

/** The request; the employee only when it changes (the API keeps it otherwise). */
export function toMoveRequest(
  values: z.output<typeof moveFormSchema>,
  appointment: Pick<StaffAppointment, 'start' | 'employee'>,
): StaffMoveAppointmentRequest {
  const start = zonedFromWall(values, zoneOfAppointment(appointment));
  return values.employee === appointment.employee.id ? { start } : { start, employee_id: values.employee };
}

export const MOVE_FIELD_OF: Record<string, keyof MoveFormValues> = { start: 'time', employee_id: 'employee' };
