import * as z from 'zod/mini';
import { canonicalZone } from '../time/canonical-zone';
import { pageAddressSchema } from './accounts';
import { appointmentInTheWaySchema } from './appointments-in-the-way';
import { countryCodeSchema, optionalPhoneSchema } from './customers';
import { idSchema } from './ids';
import { multiLineText, oneLineText } from './safe-text';
import { localDateSchema } from './zoned-time';

/** Wall-clock `HH:MM` in the branch's zone; `24:00` ends a period at midnight. */
const wallTimeSchema = z.string().check(z.regex(/^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/));

/** One period the branch is open, as `[start, end)`; a break is the gap between two periods. */
export const openingPeriodSchema = z
  .object({ start: wallTimeSchema, end: wallTimeSchema })
  .check(z.refine((p) => p.end > p.start, { path: ['end'], message: 'end_before_start' }));
export type OpeningPeriod = z.infer<typeof openingPeriodSchema>;

/** A day's periods, in any order; two that overlap are refused at the later one's start. */
const dayPeriodsSchema = z.array(openingPeriodSchema).check(
  z.maxLength(6),
  z.check((ctx) => {
    const sorted = ctx.value.map((p, index) => ({ ...p, index })).sort((a, b) => a.start.localeCompare(b.start));
    for (let i = 1; i < sorted.length; i++) {
      const [before, after] = [sorted[i - 1], sorted[i]];
      if (before && after && after.start < before.end) {
        ctx.issues.push({ code: 'custom', message: 'periods_overlap', path: [after.index, 'start'], input: after });
      }
    }
  }),
);

/** Seven days of periods, Sunday first (0 = Sunday, as the database and `getDay()` count). */
export const weekHoursSchema = z.array(dayPeriodsSchema).check(z.length(7));
export type WeekHours = z.infer<typeof weekHoursSchema>;

export const closedDaySchema = z.object({
  date: localDateSchema,
  reason: z.string().check(z.trim(), z.maxLength(200), oneLineText()),
});
export type ClosedDay = z.infer<typeof closedDaySchema>;

/**
 * An IANA time zone the platform knows (Europe/Berlin, UTC), taken in any spelling Intl takes
 * and kept under its canonical name (`europe/kiev` -> `Europe/Kyiv`), as the database holds it.
 */
export const timeZoneSchema = z.pipe(
  z.string().check(
    z.refine((zone) => canonicalZone(zone) !== null, {
      message: 'unknown_time_zone',
      params: { field_code: 'unknown_time_zone' },
    }),
  ),
  z.transform((zone) => canonicalZone(zone) ?? zone),
);

/**
 * What to do with booked appointments that a change takes the time away from: without it the
 * change is refused with 409 `appointment_conflict` listing them; `keep` saves and leaves them
 * booked (staff move them one by one), `cancel` saves and cancels each, telling the customer
 * `message`.
 */
export const onAppointmentsSchema = z.optional(z.enum(['keep', 'cancel']));
const cancelMessageSchema = z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(1000), multiLineText())));

const requiredLine = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max), oneLineText());

/** POST /v0/staff/settings/branches and PUT .../{branch}: a branch as the owner sets it. */
export const branchSettingsRequestSchema = z.object({
  name: requiredLine(100),
  slug: pageAddressSchema,
  street: requiredLine(100),
  house_number: z.string().check(z.trim(), z.maxLength(20), oneLineText()),
  zip: requiredLine(20),
  city: requiredLine(100),
  country: countryCodeSchema,
  phone: optionalPhoneSchema,
  timezone: timeZoneSchema,
  opening_hours: weekHoursSchema,
  closed_days: z.array(closedDaySchema).check(
    z.maxLength(366),
    z.refine((days) => new Set(days.map((d) => d.date)).size === days.length, { message: 'invalid_value' }),
  ),
  on_appointments: onAppointmentsSchema,
  message: cancelMessageSchema,
});
export type BranchSettingsRequest = z.infer<typeof branchSettingsRequestSchema>;

/** POST /v0/staff/settings/branches/{branch}/close. */
export const closeBranchRequestSchema = z.object({
  on_appointments: onAppointmentsSchema,
  message: cancelMessageSchema,
});
export type CloseBranchRequest = z.infer<typeof closeBranchRequestSchema>;

export const branchSettingsParamsSchema = z.object({ branch: idSchema });

export const branchSettingsSchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  street: z.string(),
  house_number: z.string(),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
  phone: z.string(),
  timezone: z.string(),
  /** Appointments or reservations were booked here: the zone their times were agreed in stays. */
  timezone_locked: z.boolean(),
  closed: z.boolean(),
  opening_hours: weekHoursSchema,
  closed_days: z.array(closedDaySchema),
});
export type BranchSettings = z.infer<typeof branchSettingsSchema>;

export const branchSettingsListResponseSchema = z.object({
  results: z.object({ branches: z.array(branchSettingsSchema) }),
});
export type BranchSettingsListResponse = z.infer<typeof branchSettingsListResponseSchema>;

/** `cancelled`: the appointments a save cancelled (`on_appointments: cancel`); `kept`: those it left booked. */
export const branchSettingsResponseSchema = z.object({
  results: z.object({
    branch: branchSettingsSchema,
    kept: z.array(appointmentInTheWaySchema),
    cancelled: z.array(appointmentInTheWaySchema),
  }),
});
export type BranchSettingsResponse = z.infer<typeof branchSettingsResponseSchema>;
