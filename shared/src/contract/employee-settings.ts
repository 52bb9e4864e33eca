import * as z from 'zod/mini';
import { uploadedImageSchema } from './page-settings';
import { multiLineText, oneLineText } from './safe-text';
import { idSchema } from './tokens';
import { localDateSchema } from './zoned-time';

/** A wall-clock time of day, `HH:MM`, in the zone of the branch it is worked at. */
export const wallTimeSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/));

const nameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(60), oneLineText());

/** An interval of a rota: at a branch, in week 0 or 1 of the cycle, on a weekday (0 = Sunday). */
export const rotaIntervalSchema = z.object({
  branch_id: idSchema,
  cycle_week: z.union([z.literal(0), z.literal(1)]),
  weekday: z.number().check(z.int(), z.minimum(0), z.maximum(6)),
  start: wallTimeSchema,
  end: wallTimeSchema,
});
export type RotaInterval = z.infer<typeof rotaIntervalSchema>;

/** An interval of a single date's exception. */
export const dayIntervalSchema = z.object({ branch_id: idSchema, start: wallTimeSchema, end: wallTimeSchema });
export type DayInterval = z.infer<typeof dayIntervalSchema>;

/** One version of an employee's week: in force from `effective_from` until the next version. */
export const rotaSchema = z.object({
  effective_from: localDateSchema,
  cycle_weeks: z.union([z.literal(1), z.literal(2)]),
  hours: z.array(rotaIntervalSchema),
});
export type Rota = z.infer<typeof rotaSchema>;

/** A date whose hours differ from the rota: `hours` empty is a day off. */
export const rotaExceptionSchema = z.object({ day: localDateSchema, hours: z.array(dayIntervalSchema) });
export type RotaException = z.infer<typeof rotaExceptionSchema>;

/** An employee as the owner's settings show them. */
export const settingsEmployeeSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  /** The name customers see; null shows first and last name. */
  display_name: z.nullable(z.string()),
  /** Whether customers may choose them by name; otherwise "first available" still books them. */
  selectable: z.boolean(),
  /** The photo customers see where they choose an employee (an `employee_photo` upload), or null. */
  photo: z.optional(z.nullable(uploadedImageSchema)),
  service_ids: z.array(idSchema),
  /** Every version of the week, oldest first (the one in force today and any that follow). */
  rotas: z.array(rotaSchema),
  /** Exceptions from today on, in date order. */
  exceptions: z.array(rotaExceptionSchema),
});
export type SettingsEmployee = z.infer<typeof settingsEmployeeSchema>;

/** The team, with the organization's branches and services the editor chooses from. */
export const settingsEmployeesResponseSchema = z.object({
  results: z.object({
    employees: z.array(settingsEmployeeSchema),
    /** With each branch's zone: the week editor's "effective from" starts on that branch's today. */
    branches: z.array(z.object({ id: idSchema, slug: z.string(), name: z.string(), timezone: z.string() })),
    services: z.array(z.object({ id: idSchema, name: z.string() })),
  }),
});
export type SettingsEmployeesResponse = z.infer<typeof settingsEmployeesResponseSchema>;
export const settingsEmployeeResponseSchema = z.object({ results: z.object({ employee: settingsEmployeeSchema }) });
export type SettingsEmployeeResponse = z.infer<typeof settingsEmployeeResponseSchema>;

/** POST and PUT of an employee: who they are and what they do. */
export const employeeRequestSchema = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
  display_name: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(60), oneLineText()))),
  selectable: z.boolean(),
  /** The uploaded photo's id (`purpose=employee_photo`), null for none; absent keeps the photo as it is. */
  photo_image: z.optional(z.nullable(idSchema)),
  service_ids: z.array(idSchema).check(z.maxLength(200)),
});
export type EmployeeRequest = z.infer<typeof employeeRequestSchema>;

/**
 * What to do with booked appointments that a change leaves outside the employee's hours (or
 * without the employee): absent, the change is refused with 409 `appointment_conflict`
 * listing them; `keep` saves and leaves them booked (to move one by one from the calendar);
 * `cancel` saves and cancels each, telling the customer with `message`.
 */
export const appointmentChoiceSchema = z.object({
  appointments: z.optional(z.enum(['keep', 'cancel'])),
  message: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(1000), multiLineText()))),
});

/** PUT hours: the week from `effective_from` on; versions that began on or after it are replaced. */
export const rotaRequestSchema = z.extend(rotaSchema, {
  hours: z.array(rotaIntervalSchema).check(z.maxLength(200)),
  ...appointmentChoiceSchema.shape,
});
export type RotaRequest = z.infer<typeof rotaRequestSchema>;

/** PUT an exception: the date's whole hours (none: a day off). */
export const exceptionRequestSchema = z.object({
  hours: z.array(dayIntervalSchema).check(z.maxLength(20)),
  ...appointmentChoiceSchema.shape,
});
export type ExceptionRequest = z.infer<typeof exceptionRequestSchema>;

/** POST removal: the employee leaves the team (and every calendar); appointments as chosen. */
export const employeeRemovalSchema = appointmentChoiceSchema;
export type EmployeeRemoval = z.infer<typeof employeeRemovalSchema>;

export const employeeParamsSchema = z.object({ employee: idSchema });
export const exceptionParamsSchema = z.object({ employee: idSchema, day: localDateSchema });
