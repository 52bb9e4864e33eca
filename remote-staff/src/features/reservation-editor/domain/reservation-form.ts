import { multiLineText, oneLineText } from '@booking/shared/contract/safe-text';
import type { StaffCreateReservationRequest, StaffWalkInRequest } from '@booking/shared/contract/staff-reservations';
import { isLocalDate } from '@booking/shared/time/local-date';
import * as z from 'zod/mini';
import { isWallTime, zonedFromWall } from '../../../common/wall-time/wall-time';

const partySize = z.string().check(z.regex(/^\d{1,3}$/));
const notes = z.string().check(z.maxLength(2000), multiLineText());

/**
 * A reservation taken on the phone, as the inputs hold it (strings). The phone is the kit's
 * one value (`+49 30 1234567`), checked by the API's phone rule; an email is optional. An
 * empty table lets the API choose the best-fitting free one.
 */
export const phoneReservationSchema = z.object({
  date: z.string().check(z.refine(isLocalDate)),
  time: z.string().check(z.refine(isWallTime)),
  partySize,
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100), oneLineText()),
  phone: z.string().check(z.minLength(1)),
  email: z.string().check(z.trim(), z.maxLength(254), oneLineText()),
  specialRequest: z.string().check(z.maxLength(500), multiLineText()),
  notes,
  table: z.string(),
});
export type PhoneReservationValues = z.input<typeof phoneReservationSchema>;

/** The request: the start in the branch's zone; what was left empty is left out. */
export function toCreateRequest(
  values: z.output<typeof phoneReservationSchema>,
  zone: string,
  locale: 'de' | 'en',
): StaffCreateReservationRequest {
  const email = values.email.trim();
  return {
    start: zonedFromWall({ date: values.date, time: values.time }, zone),
    party_size: Number(values.partySize),
    name: values.name.trim(),
    phone: values.phone,
    ...(email ? { email, reminder: 'email' as const } : {}),
    ...(values.specialRequest.trim() ? { special_request: values.specialRequest.trim() } : {}),
    ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
    ...(values.table ? { table_id: values.table } : {}),
    locale,
  };
}

export const CREATE_FIELD_OF: Record<string, keyof PhoneReservationValues> = {
  start: 'time',
  party_size: 'partySize',
  name: 'name',
  phone: 'phone',
  email: 'email',
  special_request: 'specialRequest',
  notes: 'notes',
  table_id: 'table',
};

/** A party seated now: how many, at which table (empty: the best-fitting free one), a name if they give one. */
export const walkInSchema = z.object({
  partySize,
  name: z.string().check(z.trim(), z.maxLength(100), oneLineText()),
  table: z.string(),
  notes,
});
export type WalkInValues = z.input<typeof walkInSchema>;

export function toWalkInRequest(values: z.output<typeof walkInSchema>): StaffWalkInRequest {
  const name = values.name.trim();
  return {
    party_size: Number(values.partySize),
    ...(name ? { name } : {}),
    ...(values.table ? { table_id: values.table } : {}),
    ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
  };
}

export const WALK_IN_FIELD_OF: Record<string, keyof WalkInValues> = {
  party_size: 'partySize',
  name: 'name',
  table_id: 'table',
  notes: 'notes',
};
