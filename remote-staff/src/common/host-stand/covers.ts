import { countsInCovers } from './party-state';
import { type ServiceName, serviceOf, type WallPeriod } from './service-of';

/** What the counts need of a reservation: its start (branch time), party size and state. */
export interface CountedParty {
  start: string;
  party_size: number;
  status: string;
}

export interface Covers {
  /** Guests. */
  covers: number;
  /** Reservations and walk-ins. */
  parties: number;
}

/**
 * Guests expected or served per service, lunch then dinner, each only when the day has it
 * (opening hours or a party in it). Cancelled parties and no-shows do not count.
 */
export function coversByService(
  parties: readonly CountedParty[],
  periods: readonly WallPeriod[],
): ({ service: ServiceName } & Covers)[] {
  const totals: Record<ServiceName, Covers> = { lunch: { covers: 0, parties: 0 }, dinner: { covers: 0, parties: 0 } };
  const open = new Set(periods.map((period) => serviceOf(period.start, periods)));
  for (const party of parties) {
    if (!countsInCovers(party.status)) continue;
    const service = serviceOf(party.start, periods);
    open.add(service);
    totals[service].covers += party.party_size;
    totals[service].parties += 1;
  }
  return (['lunch', 'dinner'] as const)
    .filter((service) => open.has(service))
    .map((service) => ({ service, ...totals[service] }));
}

/** Guests arriving per hour of the wall clock (`'18'` for 18:00-18:59), in order, hours without arrivals left out. */
export function coversByHour(parties: readonly CountedParty[]): ({ hour: string } & Covers)[] {
  const hours = new Map<string, Covers>();
  for (const party of parties) {
    if (!countsInCovers(party.status)) continue;
    const hour = party.start.slice(11, 13);
    const total = hours.get(hour) ?? { covers: 0, parties: 0 };
    hours.set(hour, { covers: total.covers + party.party_size, parties: total.parties + 1 });
  }
  return [...hours.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([hour, total]) => ({ hour, ...total }));
}
