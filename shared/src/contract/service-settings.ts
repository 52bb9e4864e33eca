import * as z from 'zod/mini';
import { idSchema } from './ids';
import { multiLineText, oneLineText } from './safe-text';

/** Durations are chosen in steps of 5 minutes, up to a working day. */
export const DURATION_STEP_MINUTES = 5;
export const MAX_DURATION_MINUTES = 12 * 60;
export const MAX_BUFFER_MINUTES = 120;
/** A price up to 100 000.00 in minor units: enough for any salon service, small enough to catch a typo. */
export const MAX_PRICE_MINOR = 10_000_000;

const nameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(100), oneLineText());
const minutes = (min: number, max: number) =>
  z.number().check(z.int(), z.gte(min), z.lte(max), z.multipleOf(DURATION_STEP_MINUTES));

export const serviceCategorySchema = z.object({ id: idSchema, name: z.string(), position: z.number() });
export type ServiceCategory = z.infer<typeof serviceCategorySchema>;

/** A service as the owner edits it: the public fields plus who offers it and how it is booked. */
export const serviceSettingSchema = z.object({
  id: idSchema,
  category_id: idSchema,
  name: z.string(),
  description: z.nullable(z.string()),
  duration_minutes: z.number(),
  price_minor: z.number(),
  online_bookable: z.boolean(),
  buffer_after_minutes: z.number(),
  position: z.number(),
  branch_ids: z.array(idSchema),
  employee_ids: z.array(idSchema),
  /** Booked appointments still to come: such a service can be hidden, not deleted. */
  future_appointments: z.number(),
});
export type ServiceSetting = z.infer<typeof serviceSettingSchema>;

/** GET /v0/staff/settings/services: everything the services screen shows and picks from. */
export const serviceSettingsResponseSchema = z.object({
  results: z.object({
    currency: z.string(),
    categories: z.array(serviceCategorySchema),
    services: z.array(serviceSettingSchema),
    branches: z.array(z.object({ id: idSchema, name: z.string() })),
    employees: z.array(z.object({ id: idSchema, first_name: z.string(), last_name: z.string() })),
  }),
});
export type ServiceSettingsResponse = z.infer<typeof serviceSettingsResponseSchema>;

export const serviceCategoryRequestSchema = z.object({ name: nameSchema });
export type ServiceCategoryRequest = z.infer<typeof serviceCategoryRequestSchema>;
export const serviceCategoryResponseSchema = z.object({ results: z.object({ category: serviceCategorySchema }) });

/** A new order: every id of the list being ordered, each once (else 400 at `ids`). */
export const orderRequestSchema = z.object({ ids: z.array(idSchema).check(z.minLength(1), z.maxLength(500)) });
export type OrderRequest = z.infer<typeof orderRequestSchema>;

export const serviceRequestSchema = z.object({
  category_id: idSchema,
  name: nameSchema,
  description: z.nullable(z.string().check(z.trim(), z.maxLength(1000), multiLineText())),
  duration_minutes: minutes(DURATION_STEP_MINUTES, MAX_DURATION_MINUTES),
  price_minor: z.number().check(z.int(), z.gte(0), z.lte(MAX_PRICE_MINOR)),
  online_bookable: z.boolean(),
  buffer_after_minutes: minutes(0, MAX_BUFFER_MINUTES),
  branch_ids: z.array(idSchema).check(z.maxLength(200)),
  employee_ids: z.array(idSchema).check(z.maxLength(500)),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;
export const serviceSettingResponseSchema = z.object({ results: z.object({ service: serviceSettingSchema }) });

export const categoryParamsSchema = z.object({ category: idSchema });
export const serviceParamsSchema = z.object({ service: idSchema });
