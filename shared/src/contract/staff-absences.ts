import * as z from 'zod/mini';
import { instantOf } from '../time/instant-of';
import { multiLineText, oneLineText } from './safe-text';
import { absenceKindSchema, staffAbsenceSchema, staffAppointmentSchema } from './staff-calendar';
import { idSchema } from './tokens';
import { startTimeInputSchema } from './zoned-time';

/** The reason is a line (it labels the band in the calendar); notes may have paragraphs. */
const reasonSchema = z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(200), oneLineText())));
const notesSchema = z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(2000), multiLineText())));

const endAfterStart = z.refine<{ start: string; end: string }>((a) => instantOf(a.end) > instantOf(a.start), {
  path: ['end'],
  message: 'end_before_start',
});

/**
 * Recording an absence over booked appointments (an employee fell ill) is a decision a person
 * confirms: without it, 409 `appointment_conflict` lists them; with it, the absence is
 * recorded and the appointments wait in the list of appointments to handle.
 */
const overAppointmentsSchema = z.optional(z.boolean());

/**
 * POST /v0/staff/absences. A whole day is a range from midnight to midnight in the branch's
 * zone; a break is a few minutes. Over appointments: refused with 409 appointment_conflict
 * listing them, unless `over_appointments` confirms it.
 */
export const staffAbsenceRequestSchema = z
  .object({
    employee_id: idSchema,
    kind: absenceKindSchema,
    start: startTimeInputSchema,
    end: startTimeInputSchema,
    reason: reasonSchema,
    notes: notesSchema,
    over_appointments: overAppointmentsSchema,
  })
  .check(endAfterStart);
export type StaffAbsenceRequest = z.infer<typeof staffAbsenceRequestSchema>;

/** PUT /v0/staff/absences/{absence}: the whole absence again (the employee cannot change). */
export const staffAbsenceUpdateSchema = z
  .object({
    kind: absenceKindSchema,
    start: startTimeInputSchema,
    end: startTimeInputSchema,
    reason: reasonSchema,
    notes: notesSchema,
    over_appointments: overAppointmentsSchema,
  })
  .check(endAfterStart);
export type StaffAbsenceUpdate = z.infer<typeof staffAbsenceUpdateSchema>;

export const staffAbsenceResponseSchema = z.object({ results: z.object({ absence: staffAbsenceSchema }) });
export type StaffAbsenceResponse = z.infer<typeof staffAbsenceResponseSchema>;

/**
 * An appointment to move or cancel, and why: it lies in an absence of its employee (with that
 * absence), or outside their working hours, where a change of hours kept it (`absence` null).
 */
export const appointmentToHandleSchema = z.object({
  appointment: staffAppointmentSchema,
  reason: z.enum(['absence', 'outside_hours']),
  absence: z.nullable(staffAbsenceSchema),
});
export type AppointmentToHandle = z.infer<typeof appointmentToHandleSchema>;

/**
 * GET /v0/staff/branches/{branch}/appointments-to-handle: the branch's live appointments that
 * have not ended and lie in an absence of their employee or outside their working hours there,
 * soonest first.
 */
export const appointmentsToHandleResponseSchema = z.object({
  results: z.object({ appointments: z.array(appointmentToHandleSchema) }),
});
export type AppointmentsToHandleResponse = z.infer<typeof appointmentsToHandleResponseSchema>;
