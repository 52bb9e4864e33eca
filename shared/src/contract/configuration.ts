import * as z from 'zod/mini';
import { safeUrlSchema, themeColorSchema } from './safe-values';

export const verticalSchema = z.enum(['beauty', 'gastro']);
export type Vertical = z.infer<typeof verticalSchema>;

export const leadTimeUnitSchema = z.enum(['minutes', 'hours', 'days', 'weeks', 'months']);
export const leadTimeSchema = z.object({
  value: z.number().check(z.int(), z.nonnegative()),
  type: leadTimeUnitSchema,
});
export type LeadTime = z.infer<typeof leadTimeSchema>;

export const themeSchema = z.object({
  logo: safeUrlSchema,
  color: themeColorSchema,
  /**
   * The banner at 1280/2560/3840 px wide (1x/2x/3x), and for an uploaded one also 360/720/1080
   * px wide for a phone (absent for banners hosted elsewhere), chosen by width in `srcset`.
   */
  header_background_image: z.catch(
    z.nullable(
      z.object({
        '1x': safeUrlSchema,
        '2x': safeUrlSchema,
        '3x': safeUrlSchema,
        '360w': z.optional(safeUrlSchema),
        '720w': z.optional(safeUrlSchema),
        '1080w': z.optional(safeUrlSchema),
      }),
    ),
    null,
  ),
  instagram_url: safeUrlSchema,
  facebook_url: safeUrlSchema,
});
export type Theme = z.infer<typeof themeSchema>;

export const customizationSchema = z.object({
  reservations_page_activated: z.boolean(),
  /** Online reservations switched off by the merchant; the page still exists (gastro: /unavailable). */
  online_reservations_enabled: z._default(z.boolean(), true),
  theme: themeSchema,
  terms_of_service_url: safeUrlSchema,
  /** The merchant's own privacy policy and imprint; absent or not http(s): null (decision 0058). */
  privacy_policy_url: safeUrlSchema,
  imprint_url: safeUrlSchema,
  max_services_per_appointment: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(20)), 3),
  allow_employee_selection: z.boolean(),
  /** Online payment offered at booking (beauty); off: on site only. */
  online_payment_allowed: z._default(z.boolean(), true),
  /** Online payment is the only way to book (beauty); implies allowed. */
  online_payment_required: z._default(z.boolean(), false),
  reservation_frequency_minutes: z._default(z.number().check(z.int(), z.minimum(5), z.maximum(240)), 10),
  max_booking_lead_time: leadTimeSchema,
  min_booking_lead_time: leadTimeSchema,
  cancellation_lead_time: leadTimeSchema,
});

export const generalSchema = z.object({
  /** ISO 4217; null when the merchant has not set one (the UI then falls back by locale). */
  default_currency: z.nullable(z.string().check(z.regex(/^[A-Z]{3}$/))),
  default_date_format: z.string(),
  default_timezone: z.string().check(z.minLength(1)),
});

export const configurationSchema = z.object({
  vertical: verticalSchema,
  organization: z.string().check(z.minLength(1)),
  client_account: z.object({ name: z.string() }),
  reservations: z.object({ customization: customizationSchema }),
  general: generalSchema,
});
export type Configuration = z.infer<typeof configurationSchema>;

export const configurationResponseSchema = z.object({
  results: z.object({ configuration: configurationSchema }),
});
export type ConfigurationResponse = z.infer<typeof configurationResponseSchema>;
