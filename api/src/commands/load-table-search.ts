import { leadTimeWindow } from '@booking/shared/time/lead-time-window';
import { dateOfDay } from '@booking/shared/time/local-date';
import { zonedInstant } from '@booking/shared/time/zoned-instant';
import type { Db } from '../db/db';
import type { BranchRef, MerchantSettings } from '../db/merchant-settings-repo';
import { loadRestaurantSchedule, type RestaurantSchedule } from '../db/restaurant-schedule-repo';
import type { SlotSearch } from '../domain/availability/find-slots';
import { checkOpenDay } from '../domain/branches/check-open-day';
import { checkPartySize } from '../domain/reservations/check-party-size';
import { tableCandidates } from '../domain/reservations/table-candidates';
import { type Place, placesFor } from '../domain/reservations/table-places';
import type { DomainError, Result } from '../domain/result';

export type TableSearchInput = {
  merchant: MerchantSettings;
  branch: BranchRef;
  /** The local date (day number) searched. */
  day: number;
  partySize: number;
  now: Date;
  /** A reschedule leaves the reservation's own time out. */
  ignoreId?: string | null;
  /** Read the branch's closed days between these local dates too (the date choice marks them). */
  closedDays?: { from: string; to: string };
};

export type LoadedTableSearch = {
  search: SlotSearch;
  schedule: RestaurantSchedule;
  /** The places the search's candidates stand for, by id. */
  places: ReadonlyMap<string, Place>;
};

/**
 * Loads what a reservation search or booking decides on and checks the party size against
 * the branch's limits (400 with the field's code). The search's candidates are the online
 * tables and combinations the party fits, best fit first (`placesFor`); the rules are the merchant's grid and lead times. A closed
 * branch or a closed day has no candidates, so nothing is offered (a booking asks
 * `checkOpenDay` for the refusal with its reason).
 */
export async function loadTableSearch(
  db: Db,
  input: TableSearchInput,
): Promise<Result<LoadedTableSearch, DomainError>> {
  const { merchant, branch, day } = input;
  const zone = branch.timezone;
  const schedule = await loadRestaurantSchedule(db, {
    branchId: branch.id,
    from: new Date(zonedInstant(zone, day, 0)),
    to: new Date(zonedInstant(zone, day + 1, 0)),
    ...(input.closedDays ? { closedDays: input.closedDays } : {}),
  });
  const party = checkPartySize(input.partySize, schedule.party);
  if (!party.ok) return party;
  const now = input.now.getTime();
  // The date pickers count this window with the same function (shared/src/time).
  const bookable = leadTimeWindow(now, merchant.minLeadTime, merchant.maxLeadTime, zone);
  const open = checkOpenDay(schedule, dateOfDay(day), { forStaff: false }).ok;
  const places = open ? placesFor('guest', schedule.tables, schedule.combinations, input.partySize) : [];
  const search: SlotSearch = {
    candidates: tableCandidates(places, schedule.openingHours, schedule.busy),
    now,
    ignoreId: input.ignoreId ?? null,
    rules: {
      zone,
      fromDay: day,
      toDay: day,
      frequencyMinutes: merchant.frequencyMinutes,
      durationMinutes: schedule.durationMinutes,
      earliest: bookable.earliest,
      latest: bookable.latest,
    },
  };
  return { ok: true, value: { search, schedule, places: new Map(places.map((p) => [p.id, p])) } };
}
