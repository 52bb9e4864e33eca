import * as z from 'zod/mini';
import { slugSchema } from '../slugs';
import { dayNumber } from '../time/local-date';
import { messageLocaleSchema, reminderSchema } from './appointments';
import { customerLinkSchema } from './customer-link';
import { optionalEmailSchema } from './customers';
import { hostStatusSchema, reservationCancelledBySchema } from './host-status';
import { phoneSchema } from './phone';
import { queryIntegerSchema } from './query-integer';
import { partySizeSchema } from './reservation-availability';
import { multiLineText, oneLineText } from './safe-text';
import { MAX_CALENDAR_DAYS } from './staff-calendar';
import { idSchema } from './tokens';
import { localDateSchema, startTimeInputSchema, zonedDateTimeSchema } from './zoned-time';

/*
 * The restaurant's host stand: staff read and run the reservations of a branch of their
 * organization (a gastro one; a salon's branch answers 404 branch_not_found). The states are
 * in `host-status.ts`, the steps between them in `../reservations/host-transitions.ts`.
 */

/** Made online by the guest, by staff for a phone call, or a walk-in seated at once. */
export const reservationSourceSchema = z.enum(['online', 'phone', 'walk_in']);
export type ReservationSource = z.infer<typeof reservationSourceSchema>;

export const restaurantTableSchema = z.object({
  id: idSchema,
  name: z.string(),
  seats: z.number(),
  /** The merchant's order of the tables (the floor list). */
  position: z.number(),
});
export type RestaurantTable = z.infer<typeof restaurantTableSchema>;

/** A reservation as the host stand shows it (guest data only to staff of its organization). */
export const staffReservationSchema = z.object({
  id: idSchema,
  branch: slugSchema,
  /** Where it sits: a combination's party at its first table, with the seats of all it occupies. */
  table: z.object({ id: idSchema, name: z.string(), seats: z.number() }),
  /** Every table it occupies, in the owner's order: one, or a combination's tables. */
  tables: z.array(z.object({ id: idSchema, name: z.string() })),
  /** The combination it was seated on, or null at a single table. */
  combination: z.nullable(z.object({ id: idSchema, name: z.string() })),
  start: zonedDateTimeSchema,
  /** When the table is free again: the start plus the branch's duration, or when the party left. */
  end: zonedDateTimeSchema,
  party_size: z.number(),
  status: hostStatusSchema,
  cancelled_by: z.nullable(reservationCancelledBySchema),
  /** Cancelled by the guest inside the merchant's cancellation lead time: kept on their record. */
  late_cancellation: z.boolean(),
  source: reservationSourceSchema,
  /** Null for a walk-in who gave no name. */
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  /** The guest's own request from the booking. */
  special_request: z.nullable(z.string()),
  /** Internal notes of the staff, never shown to the guest. */
  notes: z.nullable(z.string()),
  /** The language of the guest's messages. */
  locale: z.enum(['de', 'en']),
  /** The customer record it belongs to and how it was found; null for an anonymous walk-in. */
  customer_record: z.nullable(customerLinkSchema),
  created_at: zonedDateTimeSchema,
});
export type StaffReservation = z.infer<typeof staffReservationSchema>;

export const staffReservationResponseSchema = z.object({ results: z.object({ reservation: staffReservationSchema }) });
export type StaffReservationResponse = z.infer<typeof staffReservationResponseSchema>;

export const STAFF_RESERVATION_PAGE_SIZE = 200;

/**
 * GET /v0/staff/branches/{branch}/reservations?from=&to=: reservations starting on the local
 * days from..to (both included, at most 31 days; one day for the service sheet), by start,
 * every state included. `q` searches name, phone and email (every word must match one);
 * `status` filters. Paged by offset.
 */
export const staffReservationListQuerySchema = z
  .object({
    from: localDateSchema,
    to: localDateSchema,
    q: z.optional(z.string().check(z.trim(), z.maxLength(100), oneLineText())),
    status: z.optional(hostStatusSchema),
    offset: z._default(queryIntegerSchema(0, 100_000), 0),
    limit: z._default(queryIntegerSchema(1, 500), STAFF_RESERVATION_PAGE_SIZE),
  })
  .check(
    z.refine((q) => q.to >= q.from, { path: ['to'], message: 'end_before_start' }),
    z.refine((q) => dayNumber(q.to) - dayNumber(q.from) < MAX_CALENDAR_DAYS, {
      path: ['to'],
      message: 'range_too_long',
    }),
  );
export type StaffReservationListQuery = z.input<typeof staffReservationListQuerySchema>;

export const staffReservationListResponseSchema = z.object({
  results: z.object({
    reservations: z.array(staffReservationSchema),
    /** All the search finds, for "n reservations". */
    total: z.number(),
    /** The offset of the next page, or null on the last one. */
    next_offset: z.nullable(z.number()),
  }),
});
export type StaffReservationListResponse = z.infer<typeof staffReservationListResponseSchema>;

const guestNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(100), oneLineText());
const notesSchema = z.string().check(z.maxLength(2000), multiLineText());
const specialRequestSchema = z.string().check(z.maxLength(500), multiLineText());

/**
 * POST /v0/staff/branches/{branch}/reservations: a reservation taken on the phone. The online
 * rules hold (inside an opening period for the branch's duration, at least the branch's
 * smallest party, a table that seats the party and is free), except that staff may book past
 * the online party-size limit (up to the largest table), off the booking grid and inside the
 * lead time, from a year back to two years ahead. Without `table_id` the best-fitting free
 * table is taken. An email (optional on the phone) gets the confirmation with the manage link.
 */
export const staffCreateReservationRequestSchema = z.object({
  start: startTimeInputSchema,
  party_size: partySizeSchema,
  name: guestNameSchema,
  phone: phoneSchema,
  email: z.optional(z.nullable(optionalEmailSchema)),
  special_request: z.optional(z.nullable(specialRequestSchema)),
  notes: z.optional(z.nullable(notesSchema)),
  table_id: z.optional(z.nullable(idSchema)),
  /** `email` needs an email address; 'none' when omitted. */
  reminder: z._default(reminderSchema, 'none'),
  locale: messageLocaleSchema,
});
export type StaffCreateReservationRequest = z.input<typeof staffCreateReservationRequestSchema>;

/**
 * PATCH /v0/staff/reservations/{reservation}: change what is given, keep the rest. A new time
 * or party size keeps the table if it still seats the party and is free, else takes the
 * best-fitting free one; `table_id` names the table. `null` clears notes or the request.
 */
export const staffUpdateReservationRequestSchema = z.object({
  start: z.optional(startTimeInputSchema),
  party_size: z.optional(partySizeSchema),
  table_id: z.optional(idSchema),
  notes: z.optional(z.nullable(notesSchema)),
  special_request: z.optional(z.nullable(specialRequestSchema)),
});
export type StaffUpdateReservationRequest = z.input<typeof staffUpdateReservationRequestSchema>;

/** POST /v0/staff/reservations/{reservation}/move: to another table, same time and party. */
export const staffMoveReservationRequestSchema = z.object({ table_id: idSchema });
export type StaffMoveReservationRequest = z.infer<typeof staffMoveReservationRequestSchema>;

/**
 * POST /v0/staff/reservations/{reservation}/state: the next state at the restaurant, or `undo`:
 * the last step taken back (arrived and no-show to booked, seated to arrived, finished to seated).
 */
export const hostStepSchema = z.enum(['arrived', 'seated', 'finished', 'no_show', 'undo']);
export type HostStep = z.infer<typeof hostStepSchema>;
export const staffReservationStateRequestSchema = z.object({ state: hostStepSchema });
export type StaffReservationStateRequest = z.infer<typeof staffReservationStateRequestSchema>;

/**
 * POST /v0/staff/reservations/{reservation}/cancel: cancelled for the guest (they called) or
 * by the restaurant. The guest gets the cancellation email, with `message` in it when given,
 * in their language (none without an email address).
 */
export const staffCancelReservationRequestSchema = z.object({
  by: reservationCancelledBySchema,
  message: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(1000), multiLineText()))),
});
export type StaffCancelReservationRequest = z.input<typeof staffCancelReservationRequestSchema>;

/**
 * POST /v0/staff/branches/{branch}/walk-ins: a party seated now (state `seated`), at the
 * given table or the best-fitting free one, for the branch's duration (up to the end of the
 * opening period it is in). The table is taken at once for online availability too.
 */
export const staffWalkInRequestSchema = z.object({
  party_size: partySizeSchema,
  name: z.optional(z.nullable(guestNameSchema)),
  table_id: z.optional(z.nullable(idSchema)),
  notes: z.optional(z.nullable(notesSchema)),
});
export type StaffWalkInRequest = z.input<typeof staffWalkInRequestSchema>;
