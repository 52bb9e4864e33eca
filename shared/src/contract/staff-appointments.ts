import * as z from 'zod/mini';
import { appointmentStatusSchema } from './appointments';
import { queryIntegerSchema } from './query-integer';
import { multiLineText, oneLineText } from './safe-text';
import { staffAppointmentSchema } from './staff-calendar';
import { idSchema } from './tokens';
import { startTimeInputSchema } from './zoned-time';

const notesSchema = z.string().check(z.maxLength(2000), multiLineText());

/**
 * POST /v0/staff/branches/{branch}/appointments: staff book at the reception. Services in
 * the order performed (at least one), the employee (required), the start, and a walk-in's
 * name or nobody (`walk_in_name` omitted). Unlike online booking, any start inside the
 * employee's working hours is allowed (no booking grid, no lead times), from a year back up
 * to two years ahead (400 `out_of_range` at `start` outside that; a move too).
 * Errors: 400, 401, 404 branch/service/employee_not_found, 409 appointment_conflict.
 */
export const staffCreateAppointmentRequestSchema = z.object({
  services: z.array(idSchema).check(z.minLength(1), z.maxLength(20)),
  employee_id: idSchema,
  start: startTimeInputSchema,
  walk_in_name: z.optional(z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(200), oneLineText()))),
  notes: z.optional(z.nullable(notesSchema)),
  /** An existing customer of the organization the appointment is for; 404 customer_not_found otherwise. */
  customer_id: z.optional(z.nullable(idSchema)),
});
export type StaffCreateAppointmentRequest = z.infer<typeof staffCreateAppointmentRequestSchema>;

/** PATCH /v0/staff/appointments/{appointment}: the staff's notes (null clears them). */
export const staffAppointmentNotesRequestSchema = z.object({ notes: z.nullable(notesSchema) });
export type StaffAppointmentNotesRequest = z.infer<typeof staffAppointmentNotesRequestSchema>;

/**
 * POST /v0/staff/appointments/{appointment}/move: to another start and/or employee, keeping
 * its length. The customer gets the update email and the reminder moves, as when they move it.
 * Errors: 400, 401, 404 appointment/employee_not_found, 409 not_editable, appointment_conflict.
 */
export const staffMoveAppointmentRequestSchema = z.object({
  start: startTimeInputSchema,
  employee_id: z.optional(idSchema),
});
export type StaffMoveAppointmentRequest = z.infer<typeof staffMoveAppointmentRequestSchema>;

export const staffAppointmentResponseSchema = z.object({ results: z.object({ appointment: staffAppointmentSchema }) });
export type StaffAppointmentResponse = z.infer<typeof staffAppointmentResponseSchema>;

export const STAFF_LIST_PAGE_SIZE = 50;

/**
 * GET /v0/staff/branches/{branch}/appointments: upcoming (from now, soonest first) or past
 * (latest first), searched by customer name, email or phone, filtered by employee and
 * state, paged by offset.
 */
export const staffAppointmentListQuerySchema = z.object({
  when: z._default(z.enum(['upcoming', 'past']), 'upcoming'),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100), oneLineText())),
  employee: z.optional(idSchema),
  status: z.optional(appointmentStatusSchema),
  offset: z._default(queryIntegerSchema(0, 100_000), 0),
  limit: z._default(queryIntegerSchema(1, 100), STAFF_LIST_PAGE_SIZE),
});
export type StaffAppointmentListQuery = z.infer<typeof staffAppointmentListQuerySchema>;

export const staffAppointmentListResponseSchema = z.object({
  results: z.object({
    appointments: z.array(staffAppointmentSchema),
    /** The offset of the next page, or null on the last one. */
    next_offset: z.nullable(z.number()),
  }),
});
export type StaffAppointmentListResponse = z.infer<typeof staffAppointmentListResponseSchema>;
