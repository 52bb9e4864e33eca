import * as z from 'zod/mini';
import { instantOf } from '../time/instant-of';
import { multiLineText, oneLineText } from './safe-text';
import { absenceKindSchema, staffAbsenceSchema } from './staff-calendar';
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
 * POST /v0/staff/absences. A whole day is a range from midnight to midnight in the branch's
 * zone; a break is a few minutes. Refused with 409 appointment_conflict over appointments.
 */
export const staffAbsenceRequestSchema = z
  .object({
    employee_id: idSchema,
    kind: absenceKindSchema,
    start: startTimeInputSchema,
    end: startTimeInputSchema,
    reason: reasonSchema,
    notes: notesSchema,
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
  })
  .check(endAfterStart);
export type StaffAbsenceUpdate = z.infer<typeof staffAbsenceUpdateSchema>;

export const staffAbsenceResponseSchema = z.object({ results: z.object({ absence: staffAbsenceSchema }) });
export type StaffAbsenceResponse = z.infer<typeof staffAbsenceResponseSchema>;
