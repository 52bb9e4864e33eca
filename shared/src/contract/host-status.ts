import * as z from 'zod/mini';

/*
 * A reservation's state at the restaurant, in a module of its own: the host stand's contract
 * and the customer page both read it, and the transitions (`../reservations/host-transitions.ts`)
 * are written over it.
 */

/**
 * `confirmed` when made, `rescheduled` once moved (the guest's own word for a confirmed one),
 * then at the restaurant `arrived` -> `seated` -> `finished`, or `no_show`, or `cancelled`
 * (by the guest or by the restaurant).
 */
export const HOST_STATUSES = [
  'confirmed',
  'rescheduled',
  'arrived',
  'seated',
  'finished',
  'no_show',
  'cancelled',
] as const;
export const hostStatusSchema = z.enum(HOST_STATUSES);
export type HostStatus = z.infer<typeof hostStatusSchema>;

/** Who cancelled: the guest (their link, or on the phone) or the restaurant. */
export const reservationCancelledBySchema = z.enum(['guest', 'restaurant']);
export type ReservationCancelledBy = z.infer<typeof reservationCancelledBySchema>;
