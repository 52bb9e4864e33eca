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
  /**
   * Guests expected or here: party sizes of the reservations starting in it, cancelled and
   * no-shows left out. Kept for one release for older screens: `guests` and `parties` are
   * what the host stand shows (decision 0089).
   */
  covers: z.number(),
  reservations: z.number(),
  /** Seats of all tables: the most covers at one time. */
  seats: z.number(),
  /**
   * The service's guests as the host stand shows them (decision 0089): the parties starting
   * on the day in this service, here or gone (cancelled and no-shows left out); a walk-in
   * seated outside every service counts in the last one begun before it.
   */
  guests: z.number(),
  parties: z.number(),
  /** Seats of tables nobody holds at the service's busiest moment (a party holds all its table's seats). */
  seats_free: z.number(),
  /** Tables nobody holds at any moment of the service: free for a whole sitting. */
  tables_free: z.number(),
  /** Tables in service. */
  tables: z.number(),
  /** Every start on the merchant's grid whose whole duration fits in the period. */
  free: z.array(freeStartSchema),
});
export type ServicePeriodSummary = z.infer<typeof servicePeriodSummarySchema>;

export const hourGuestsSchema = z.object({ hour: z.string(), guests: z.number(), parties: z.number() });
export type HourGuests = z.infer<typeof hourGuestsSchema>;

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
    /** The guests arriving in each hour of the branch's clock (`'18'`), in order; hours without arrivals left out. */
    guests_by_hour: z.array(hourGuestsSchema),
  }),
});
export type StaffServiceDayResponse = z.infer<typeof staffServiceDayResponseSchema>;
