import * as z from 'zod/mini';
import { idSchema } from './ids';
import { MAX_PARTY_SIZE } from './reservation-availability';
import { multiLineText, oneLineText } from './safe-text';
import { zonedDateTimeSchema } from './zoned-time';

/*
 * A restaurant's floor as its owner sets it (docs/decisions/0080): areas in an order, tables
 * with seats from-to and who may take them, and named combinations of tables for larger
 * parties. Per branch (`/v0/staff/settings/branches/{branch}/...`, the branch's id).
 */

const nameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(60), oneLineText());
const seatsSchema = z.number().check(z.int(), z.minimum(1), z.maximum(MAX_PARTY_SIZE));

/** Guests online and staff, staff only (phone and walk-ins), or walk-ins only. */
export const tableUseSchema = z.enum(['online', 'staff', 'walk_in']);
export type TableUse = z.infer<typeof tableUseSchema>;

export const tableSettingsParamsSchema = z.object({ branch: idSchema });
export const areaParamsSchema = z.object({ branch: idSchema, area: idSchema });
export const tableParamsSchema = z.object({ branch: idSchema, table: idSchema });
export const combinationParamsSchema = z.object({ branch: idSchema, combination: idSchema });

export const areaRequestSchema = z.object({ name: nameSchema });
export type AreaRequest = z.infer<typeof areaRequestSchema>;

const seatsFromTo = <T extends { min_seats: number; max_seats: number }>(value: T) =>
  value.min_seats <= value.max_seats;
const minAboveMax = { path: ['min_seats'], message: 'too_big', params: { field_code: 'too_big' } };

/**
 * What a reservation that no longer fits after a change becomes: moved to another table or
 * combination (`to`) at its time, or cancelled with the owner's `message` to the guest.
 */
export const reservationResolutionSchema = z
  .object({
    reservation: idSchema,
    action: z.enum(['move', 'cancel']),
    to: z.optional(idSchema),
    message: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(1000), multiLineText()))),
  })
  .check(z.refine((r) => r.action !== 'move' || r.to !== undefined, { path: ['to'], message: 'required' }));
export type ReservationResolution = z.infer<typeof reservationResolutionSchema>;

/** Absent: a change that future reservations no longer fit is refused (409 `reservations_affected`). */
const resolutionsSchema = z.optional(z.array(reservationResolutionSchema).check(z.maxLength(500)));

export const tableRequestSchema = z
  .object({
    name: nameSchema,
    area_id: z.nullable(idSchema),
    min_seats: seatsSchema,
    max_seats: seatsSchema,
    use: tableUseSchema,
    on_reservations: resolutionsSchema,
  })
  .check(z.refine(seatsFromTo, minAboveMax));
export type TableRequest = z.infer<typeof tableRequestSchema>;

export const retireTableRequestSchema = z.object({ on_reservations: resolutionsSchema });
export type RetireTableRequest = z.infer<typeof retireTableRequestSchema>;

/** Two or more of the branch's tables in service, each once. */
export const combinationRequestSchema = z
  .object({
    name: nameSchema,
    table_ids: z.array(idSchema).check(
      z.minLength(2),
      z.maxLength(20),
      z.refine((ids) => new Set(ids).size === ids.length, { message: 'invalid_value' }),
    ),
    min_seats: seatsSchema,
    max_seats: seatsSchema,
    on_reservations: resolutionsSchema,
  })
  .check(z.refine(seatsFromTo, minAboveMax));
export type CombinationRequest = z.infer<typeof combinationRequestSchema>;

export const removeCombinationRequestSchema = retireTableRequestSchema;

export const areaSettingSchema = z.object({ id: idSchema, name: z.string(), position: z.number() });
export type AreaSetting = z.infer<typeof areaSettingSchema>;

export const tableSettingSchema = z.object({
  id: idSchema,
  name: z.string(),
  area_id: z.nullable(idSchema),
  min_seats: z.number(),
  max_seats: z.number(),
  use: tableUseSchema,
  position: z.number(),
  /** Retired: kept for the reservations that refer to it, never offered again. */
  retired: z.boolean(),
});
export type TableSetting = z.infer<typeof tableSettingSchema>;

export const combinationSettingSchema = z.object({
  id: idSchema,
  name: z.string(),
  table_ids: z.array(idSchema),
  min_seats: z.number(),
  max_seats: z.number(),
  position: z.number(),
});
export type CombinationSetting = z.infer<typeof combinationSettingSchema>;

/** The branch's floor: areas, tables (retired ones last) and combinations, each in the owner's order. */
export const tableSettingsSchema = z.object({
  areas: z.array(areaSettingSchema),
  tables: z.array(tableSettingSchema),
  combinations: z.array(combinationSettingSchema),
});
export type TableSettings = z.infer<typeof tableSettingsSchema>;

/** Every write answers the floor as saved, and the reservations it moved or cancelled. */
export const tableSettingsResponseSchema = z.object({
  results: z.object({
    floor: tableSettingsSchema,
    moved: z.array(idSchema),
    cancelled: z.array(idSchema),
  }),
});
export type TableSettingsResponse = z.infer<typeof tableSettingsResponseSchema>;

/** A future reservation a change would leave without a place, as the refusal lists it. */
export const reservationInTheWaySchema = z.object({
  id: idSchema,
  start: zonedDateTimeSchema,
  end: zonedDateTimeSchema,
  party_size: z.number(),
  name: z.nullable(z.string()),
});
export type ReservationInTheWay = z.infer<typeof reservationInTheWaySchema>;
