import * as z from 'zod/mini';
import { slugSchema } from '../slugs';
import { idSchema } from './ids';
import { reservationRulesSchema } from './reservation-availability';
import { restaurantTableSchema } from './staff-reservations';

import { localDateSchema, zonedDateTimeSchema } from './zoned-time';

/** GET /v0/staff/branches/{branch}/service-day?date=: a local date in the branch's zone. */
export const staffServiceDayQuerySchema = z.object({ date: localDateSchema });
export type StaffServiceDayQuery = z.infer<typeof staffServiceDayQuerySchema>;

/** A service period is lunch when it opens before 16:00 local time, dinner otherwise. */
export const servicePeriodNameSchema = z.enum(['lunch', 'dinner']);
export type ServicePeriodName = z.infer<typeof servicePeriodNameSchema>;

/** A start time of the period, and what could still be seated then for the branch's duration. */
export const freeStartSchema = z.object({
  start: zonedDateTimeSchema,
  /** The largest party a free table seats (0: every table is taken). */
  largest_party: z.number(),
  free_tables: z.number(),
});
export type FreeStart = z.infer<typeof freeStartSchema>;

/** One opening period of the day (from the branch's opening hours) and how full it is. */
export const servicePeriodSummarySchema = z.object({
  name: servicePeriodNameSchema,
  start: zonedDateTimeSchema,
  end: zonedDateTimeSchema,
  /** Guests expected or here: party sizes of the reservations starting in it, cancelled and no-shows left out. */
  covers: z.number(),
  reservations: z.number(),
  /** Seats of all tables: the most covers at one time. */
  seats: z.number(),
  /** Every start on the merchant's grid whose whole duration fits in the period. */
  free: z.array(freeStartSchema),
});
export type ServicePeriodSummary = z.infer<typeof servicePeriodSummarySchema>;

/** A table in service on the host stand's floor, in its area (null: not in any area). */
export const serviceTableSchema = z.extend(restaurantTableSchema, { area_id: z.nullable(idSchema) });
export type ServiceTable = z.infer<typeof serviceTableSchema>;

export const serviceAreaSchema = z.object({ id: idSchema, name: z.string() });
export type ServiceArea = z.infer<typeof serviceAreaSchema>;

/** A combination staff may seat a party on: its tables (in the owner's order) joined. */
export const serviceCombinationSchema = z.object({
  id: idSchema,
  name: z.string(),
  table_ids: z.array(idSchema),
  min_seats: z.number(),
  max_seats: z.number(),
});
export type ServiceCombination = z.infer<typeof serviceCombinationSchema>;

/**
 * The day sheet of the host stand beside the day's reservations (listed by the reservation
 * list with from = to = date): the branch's tables and rules, and its service periods with
 * covers and free capacity.
 */
export const staffServiceDayResponseSchema = z.object({
  results: z.object({
    branch: z.object({ slug: slugSchema, name: z.string(), timezone: z.string() }),
    date: localDateSchema,
    rules: reservationRulesSchema,
    /** The branch's areas in the owner's order. */
    areas: z.array(serviceAreaSchema),
    /** The branch's tables in service in the owner's order. */
    tables: z.array(serviceTableSchema),
    /** The owner's combinations in their order. */
    combinations: z.array(serviceCombinationSchema),
    periods: z.array(servicePeriodSummarySchema),
  }),
});
export type StaffServiceDayResponse = z.infer<typeof staffServiceDayResponseSchema>;
