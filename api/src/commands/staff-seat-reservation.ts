import { randomUUID } from 'node:crypto';
import type { ReservationSource } from '@booking/shared/contract/staff-reservations';
import { MINUTE_MS } from '@booking/shared/time/local-date';
import { localDayOf, zonedInstant } from '@booking/shared/time/zoned-instant';
import { newSessionToken } from '../auth/session-token';
import type { Db } from '../db/db';
import type { BranchRef, MerchantSettings } from '../db/merchant-settings-repo';
import { insertOutboxMessages } from '../db/outbox-repo';
import { claimInSavepoint, occupyTables, TablesTaken } from '../db/reservation-tables-repo';
import { loadRestaurantSchedule, type RestaurantSchedule } from '../db/restaurant-schedule-repo';
import { insertList, runSql, sql } from '../db/sql';
import { findStaffReservation, listTableBookings, type StaffReservationRecord } from '../db/staff-reservation-repo';
import { type Interval, seatParty } from '../domain/reservations/seat-party';
import type { DomainError, Result } from '../domain/result';
import { confirmationRows, manageUrl, staffReservationSummary } from '../messages/booking-summary';

/** What staff seat: the guest as far as known, and where and when. */
export type StaffSeating = {
  merchant: MerchantSettings;
  branch: BranchRef;
  now: Date;
  source: Exclude<ReservationSource, 'online'>;
  range: Interval;
  partySize: number;
  tableId: string | null;
  status: 'confirmed' | 'seated';
  guest: {
    name: string | null;
    email: string | null;
    phone: string | null;
    special_request: string | null;
    notes: string | null;
    reminder: 'none' | 'email' | 'sms';
    locale: 'de' | 'en';
  };
  /** The booking site: a guest with an email gets the confirmation with the manage link. */
  siteUrl: string;
};

/** The branch's rules, hours and tables for the local day of `instant`. */
export function loadDaySchedule(db: Db, branch: BranchRef, instant: number): Promise<RestaurantSchedule> {
  const day = localDayOf(branch.timezone, instant);
  return loadRestaurantSchedule(db, {
    branchId: branch.id,
    from: new Date(zonedInstant(branch.timezone, day, 0)),
    to: new Date(zonedInstant(branch.timezone, day + 1, 0)),
  });
}

/** A party below the branch's smallest: staff may book past the largest online, not below the smallest. */
export function partyTooSmall(partySize: number, schedule: RestaurantSchedule): DomainError | null {
  if (partySize >= schedule.party.min) return null;
  return {
    code: 'invalid_input',
    fields: { party_size: [{ code: 'too_small', params: { min: schedule.party.min } }] },
  };
}

/**
 * Seats a party (a phone reservation or a walk-in) at the chosen table or combination, or the
 * best-fitting free one. Each place's tables are claimed by an INSERT the exclusion constraint
 * may refuse (ON CONFLICT DO NOTHING): a party that lost a table to a guest booking online at
 * the same moment moves on to the next place, and with none left gets a clean 409, never an
 * overlap.
 */
export async function staffSeatReservation(
  db: Db,
  input: StaffSeating,
): Promise<Result<StaffReservationRecord, DomainError>> {
  const { merchant, branch, now, range } = input;
  const schedule = await loadDaySchedule(db, branch, range.start);
  const small = partyTooSmall(input.partySize, schedule);
  if (small) return { ok: false, error: small };
  const bookings = await listTableBookings(db, branch.id, new Date(range.start), new Date(range.end));
  const tables = seatParty({
    tables: schedule.tables,
    combinations: schedule.combinations,
    seating: input.source,
    bookings,
    partySize: input.partySize,
    range,
    tableId: input.tableId,
  });
  if (!tables.ok) return tables;
  const { token, tokenHash } = newSessionToken();
  return db.transaction(async (tx) => {
    for (const place of tables.value) {
      const id = randomUUID();
      const claimed = await claimInSavepoint(tx, async (sp) => {
        await runSql(
          sp,
          sql`INSERT INTO reservations ${insertList({
            id,
            organization_id: merchant.id,
            branch_id: branch.id,
            combination_id: place.combinationId,
            seats: place.seats,
            party_size: input.partySize,
            during: sql`tstzrange(${new Date(range.start)}, ${new Date(range.end)}, '[)')`,
            status: input.status,
            // Never sent for a walk-in; a phone guest with an email gets it in the confirmation.
            manage_token_hash: tokenHash,
            name: input.guest.name,
            email: input.guest.email,
            phone: input.guest.phone,
            special_request: input.guest.special_request,
            staff_notes: input.guest.notes,
            reminder: input.guest.reminder,
            locale: input.guest.locale,
            source: input.source,
            policy: sql`${JSON.stringify(merchant.policy)}::text::jsonb`,
            currency: merchant.currency,
            changed_by: 'staff',
            created_at: now,
            updated_at: now,
          })}`,
        );
        if (!(await occupyTables(sp, id, place))) throw new TablesTaken();
      });
      if (!claimed) continue;
      const created = await findStaffReservation(tx, merchant.id, id);
      if (!created) throw new Error('The new reservation vanished inside its own transaction');
      if (input.source === 'phone') {
        const link = manageUrl(input.siteUrl, merchant.slug, branch.slug, token);
        await insertOutboxMessages(tx, confirmationRows(staffReservationSummary(created), now, link));
      }
      return { ok: true, value: created };
    }
    // Every table tried went to another party between the read and the write.
    if (input.tableId !== null) return { ok: false, error: { code: 'table_taken' } };
    return {
      ok: false,
      error: { code: 'no_table_free', params: { party_size: input.partySize, reason: 'all_taken' } },
    };
  });
}

/** A walk-in's start: the current minute, as the host stand shows times. */
export const walkInStart = (now: Date) => Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
