import type { HostStatus } from '@booking/shared/contract/host-status';
import type { ServicePeriodName } from '@booking/shared/contract/staff-service-day';
import { instantOf } from '@booking/shared/time/instant-of';

/** What the counts need of a reservation: its start (branch time), party size and state. */
export interface CountedParty {
  start: string;
  party_size: number;
  status: HostStatus;
}

/** A service of the day as the API names it from the opening hours. */
export interface NamedPeriod {
  name: ServicePeriodName;
  start: string;
  end: string;
}

export interface Covers {
  /** Guests. */
  covers: number;
  /** Reservations and walk-ins. */
  parties: number;
}

/** Guests expected, here or gone: a party that cancelled or did not come is not one. */
const counts = (party: CountedParty) => party.status !== 'cancelled' && party.status !== 'no_show';

/**
 * Guests per service of the day (lunch, dinner; each as often as the opening hours have it),
 * counted from the parties listed, so the figures and the list never disagree after a live
 * change. A party belongs to the service it starts in; a walk-in seated outside every period
 * to the last one begun before it (the first, before any).
 */
export function coversByService(
  parties: readonly CountedParty[],
  periods: readonly NamedPeriod[],
): (NamedPeriod & Covers)[] {
  const totals = periods.map((period) => ({ ...period, covers: 0, parties: 0 }));
  for (const party of parties) {
    if (!counts(party)) continue;
    const start = instantOf(party.start);
    const begun = totals.filter((period) => instantOf(period.start) <= start);
    const period = begun.at(-1) ?? totals[0];
    if (!period) continue;
    period.covers += party.party_size;
    period.parties += 1;
  }
  return totals;
}

/** Guests arriving per hour of the wall clock (`'18'` for 18:00-18:59), in order, hours without arrivals left out. */
export function coversByHour(parties: readonly CountedParty[]): ({ hour: string } & Covers)[] {
  const hours = new Map<string, Covers>();
  for (const party of parties) {
    if (!counts(party)) continue;
    const hour = party.start.slice(11, 13);
    const total = hours.get(hour) ?? { covers: 0, parties: 0 };
    hours.set(hour, { covers: total.covers + party.party_size, parties: total.parties + 1 });
  }
  return [...hours.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([hour, total]) => ({ hour, ...total }));
}
