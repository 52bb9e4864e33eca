import * as z from 'zod/mini';
import { slugSchema } from '../slugs';
import { dayNumber } from '../time/local-date';
import { appointmentStatusSchema, cancelledBySchema, paymentMethodSchema } from './appointments';
import { customerLinkSchema } from './customer-link';
import { employeeRefSchema } from './employees';
import { moneySchema } from './services';
import { idSchema } from './tokens';
import { localDateSchema, zonedDateTimeSchema } from './zoned-time';

/** The longest range one calendar read covers: a month view at most. */
export const MAX_CALENDAR_DAYS = 31;

/** GET /v0/staff/branches/{branch}/calendar?from=&to= (local dates of the branch, both included). */
export const staffCalendarQuerySchema = z.object({ from: localDateSchema, to: localDateSchema }).check(
  z.refine((q) => q.to >= q.from, { path: ['to'], message: 'end_before_start' }),
  z.refine((q) => dayNumber(q.to) - dayNumber(q.from) < MAX_CALENDAR_DAYS, {
    path: ['to'],
    message: 'range_too_long',
  }),
);
export type StaffCalendarQuery = z.infer<typeof staffCalendarQuerySchema>;

/** A period of time in the branch's zone, [start, end). */
export const zonedPeriodSchema = z.object({ start: zonedDateTimeSchema, end: zonedDateTimeSchema });

/** Who the appointment is for, as far as staff know: null for an anonymous walk-in. */
export const staffCustomerSchema = z.object({
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
});

/** An appointment as the staff calendar shows it (customer data only to staff of its organization). */
export const staffAppointmentSchema = z.object({
  id: idSchema,
  branch: slugSchema,
  employee: employeeRefSchema,
  start: zonedDateTimeSchema,
  end: zonedDateTimeSchema,
  status: appointmentStatusSchema,
  cancelled_by: z.nullable(cancelledBySchema),
  /** Booked online by the customer, or by staff (walk-in or phone). */
  source: z.enum(['online', 'staff']),
  customer: z.nullable(staffCustomerSchema),
  /**
   * The customer record it belongs to and how it was found: null for a walk-in or
   * nobody not linked yet. Optional in the schema only so that older answers still parse; the
   * API always sends it.
   */
  customer_record: z.optional(z.nullable(customerLinkSchema)),
  services: z.array(z.object({ id: idSchema, name: z.string(), duration_minutes: z.number(), price: moneySchema })),
  total_price: moneySchema,
  payment: paymentMethodSchema,
  /** The customer's own comment from the booking. */
  comment: z.nullable(z.string()),
  /** Internal notes of the staff, never shown to the customer. */
  notes: z.nullable(z.string()),
});
export type StaffAppointment = z.infer<typeof staffAppointmentSchema>;

export const absenceKindSchema = z.enum(['break', 'holiday', 'sickness', 'vacation']);
export type AbsenceKind = z.infer<typeof absenceKindSchema>;

export const staffAbsenceSchema = z.object({
  id: idSchema,
  employee: employeeRefSchema,
  kind: absenceKindSchema,
  start: zonedDateTimeSchema,
  end: zonedDateTimeSchema,
  reason: z.nullable(z.string()),
  notes: z.nullable(z.string()),
});
export type StaffAbsence = z.infer<typeof staffAbsenceSchema>;

/** An employee working at the branch, with their working hours on each day of the range. */
export const calendarEmployeeSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  working_hours: z.array(zonedPeriodSchema),
});

/**
 * A branch as the staff screens name it. Its country (ISO 3166-1 alpha-2) reads phone numbers:
 * a number of that country is shown nationally, as a receptionist there dials it.
 */
export const staffBranchSchema = z.object({
  slug: slugSchema,
  name: z.string(),
  timezone: z.string(),
  country: z.string().check(z.length(2)),
});
export type StaffBranch = z.infer<typeof staffBranchSchema>;

export const staffCalendarResponseSchema = z.object({
  results: z.object({
    branch: staffBranchSchema,
    from: localDateSchema,
    to: localDateSchema,
    /** The branch's opening hours per day (restaurants); salons open when their employees work. */
    opening_hours: z.array(zonedPeriodSchema),
    employees: z.array(calendarEmployeeSchema),
    /** Every appointment starting or running in the range, cancelled ones included (struck through). */
    appointments: z.array(staffAppointmentSchema),
    absences: z.array(staffAbsenceSchema),
  }),
});
export type StaffCalendarResponse = z.infer<typeof staffCalendarResponseSchema>;

/**
 * A branch in the staff's choice: where it is, its id (its settings' address), and whether its
 * owner closed it (it takes no new bookings; its calendar still shows those kept there).
 */
export const staffBranchEntrySchema = z.object({
  ...staffBranchSchema.shape,
  id: idSchema,
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  closed: z.boolean(),
});
export type StaffBranchEntry = z.infer<typeof staffBranchEntrySchema>;

/** GET /v0/staff/branches: every branch of the staff member's organization, closed ones too, to choose one. */
export const staffBranchListResponseSchema = z.object({
  results: z.object({
    branches: z.array(staffBranchEntrySchema),
  }),
});
export type StaffBranchListResponse = z.infer<typeof staffBranchListResponseSchema>;

/** Path parameters of the staff calls: a branch of the staff member's organization, by slug. */
export const staffBranchParamsSchema = z.object({ branch: slugSchema });
export const staffAbsenceParamsSchema = z.object({ branch: slugSchema, absence: idSchema });
