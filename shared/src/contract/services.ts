import * as z from 'zod/mini';
import { idSchema } from './ids';

/** Money in minor units (cents) so that sums never meet floating point. */
export const moneySchema = z.object({
  amount_minor: z.number().check(z.int(), z.nonnegative()),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
});
export type Money = z.infer<typeof moneySchema>;

export const serviceSchema = z.object({
  id: idSchema,
  name: z.string(),
  category: z.string(),
  description: z.nullable(z.string()),
  duration_minutes: z.number().check(z.int(), z.positive()),
  price: moneySchema,
});
export type Service = z.infer<typeof serviceSchema>;

export const serviceListResponseSchema = z.object({ results: z.object({ services: z.array(serviceSchema) }) });
export type ServiceListResponse = z.infer<typeof serviceListResponseSchema>;
