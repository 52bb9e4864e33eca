import { randomUUID } from 'node:crypto';
import type { CreateReservationRequest } from '@booking/shared/contract/reservations';
import { instantOf } from '@booking/shared/time/instant-of';
import { dateOfDay, MINUTE_MS } from '@booking/shared/time/local-date';
import { localDayOf } from '@booking/shared/time/zoned-instant';
import { newSessionToken } from '../auth/session-token';
import type { Db } from '../db/db';
import type { RequestKey } from '../db/idempotency-repo';
import type { BranchRef, MerchantSettings } from '../db/merchant-settings-repo';
import { insertReservation, type NewReservation, type ReservationRecord } from '../db/reservation-repo';
import { checkStart } from '../domain/availability/check-start';
import { checkStartZone } from '../domain/availability/check-start-zone';
import { checkOpenDay } from '../domain/branches/check-open-day';
import { normalisePhone } from '../domain/contact/normalise-phone';
import { bestFitFirst } from '../domain/reservations/table-candidates';
import { occupancyOf } from '../domain/reservations/table-places';
import type { DomainError, Result } from '../domain/result';
import { confirmationRows, manageUrl, reservationSummary } from '../messages/booking-summary';
import { claimSlot } from './claim-slot';
import { loadTableSearch } from './load-table-search';

export type BookReservationInput = {
  merchant: MerchantSettings;
  branch: BranchRef;
  request: CreateReservationRequest;
  now: Date;
  /** The booking site, for the manage link in the confirmation. */
  siteUrl: string;
  /** The request's idempotency key: claimed first, its answer stored by the same write. */
  key: RequestKey<BookedReservation>;
};

export type BookedReservation = { reservation: ReservationRecord; manageToken: string };

/**
 * Refuses a closed day with the owner's reason, checks the start as the availability search
 * would, then claims the best-fitting free
 * place (a table, or a combination's tables): the exclusion constraint refuses it if another
 * party got one of its tables first, and the next place is tried; none left is slot_taken.
 */
export async function bookReservation(
  db: Db,
  input: BookReservationInput,
): Promise<Result<BookedReservation, DomainError>> {
  const { merchant, branch, request, now } = input;
  const zoned = checkStartZone(request.start, branch.timezone);
  if (!zoned.ok) return zoned;
  const start = instantOf(request.start);
  await input.key.claim();
  const day = localDayOf(branch.timezone, start);
  const loaded = await loadTableSearch(db, { merchant, branch, day, partySize: request.party_size, now });
  if (!loaded.ok) return loaded;
  const open = checkOpenDay(loaded.value.schedule, dateOfDay(day), { forStaff: false });
  if (!open.ok) return open;
  const ranked = checkStart(loaded.value.search, start, bestFitFirst);
  if (!ranked.ok) return ranked;
  const { token: manageToken, tokenHash } = newSessionToken();
  const range = { start: new Date(start), end: new Date(start + loaded.value.schedule.durationMinutes * MINUTE_MS) };
  const id = randomUUID();
  let booked: BookedReservation | undefined;
  const write = (placeId: string) => {
    const reservation: NewReservation = {
      id,
      organizationId: merchant.id,
      organization: merchant.slug,
      branch,
      place: occupancyOf(loaded.value.places, placeId),
      manageTokenHash: tokenHash,
      ...range,
      party_size: request.party_size,
      status: 'confirmed',
      name: request.name,
      email: request.email,
      phone: normalisePhone(request.phone),
      special_request: request.special_request ?? null,
      reminder: request.reminder,
      locale: request.locale,
      policy: merchant.policy,
      currency: merchant.currency,
      fees_due_minor: 0,
      reschedule_count: 0,
      cancelled_at: null,
      created_at: now,
    };
    booked = { reservation, manageToken };
    const link = manageUrl(input.siteUrl, merchant.slug, branch.slug, manageToken);
    const mail = confirmationRows(reservationSummary(reservation, merchant.id), now, link);
    return insertReservation(db, reservation, input.key.completion(booked), mail);
  };
  const claimed = await claimSlot(db, ranked.value, { ...range, now }, write);
  if (!claimed.ok) return claimed;
  if (!booked) throw new Error('claimSlot succeeded without a write');
  return { ok: true, value: booked };
}
