import { randomUUID } from 'node:crypto';
import { formatZoned } from '@booking/shared/time/format-zoned';
import { dateOfDay, MINUTE_MS } from '@booking/shared/time/local-date';
import { blockingIntervals, type Interval } from '../src/domain/availability/busy-intervals';
import { freeStarts } from '../src/domain/availability/free-starts';
import { BRANCH, type BusyBranch, bookableDays, SLUG, ZONE } from './busy-branch';
import { createClient } from './http-client';

const BASE = `/v0/organizations/${SLUG}/branches/${BRANCH}`;

function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** p50/p95 of 7-day "first available" searches for one or two services, one at a time. */
export async function measureSearch(url: string, branch: BusyBranch, count = 300) {
  const next = random(7);
  const times: number[] = [];
  const client = createClient(url, 1);
  for (let i = 0; i < count + 20; i++) {
    const first = branch.days[Math.floor(next() * (branch.days.length - 7))] ?? 0;
    const picks = [branch.serviceIds[Math.floor(next() * 40)], ...(next() < 0.5 ? [branch.serviceIds[0]] : [])];
    const query = new URLSearchParams({ services: picks.join(','), from: dateOfDay(first), to: dateOfDay(first + 6) });
    const started = performance.now();
    const response = await client.send('GET', `${BASE}/availability?${query}`);
    if (response.status !== 200) throw new Error(`availability answered ${response.status}`);
    if (i >= 20) times.push(performance.now() - started); // the first 20 warm the process up
  }
  client.close();
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

type Target = { employee: string; start: number };

/**
 * Free 30-minute starts of every employee, shuffled, each sent twice 10 minutes apart by
 * two clients at nearly the same moment: the two overlap, so at most one may get a 201.
 */
function contendedTargets(branch: BusyBranch, now: Date): Target[] {
  const shifts = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 8 * 60, endMinute: 20 * 60 }));
  const rules = {
    zone: ZONE,
    fromDay: bookableDays(branch)[0] ?? 0,
    toDay: branch.days.at(-1) ?? 0,
    frequencyMinutes: 10,
    durationMinutes: 30,
    earliest: now.getTime() + 2 * 86_400_000,
    latest: Number.MAX_SAFE_INTEGER,
  };
  const singles: Target[] = [];
  for (const employee of branch.employees) {
    const blocking = blockingIntervals(
      (branch.busy.get(employee.id) ?? []).map((b) => ({ ...b, kind: 'appointment' as const })),
      0,
    );
    // Every third free start, so that the pairs do not also overlap their neighbours.
    freeStarts(shifts, blocking, rules).forEach((start, i) => {
      if (i % 3 === 0) singles.push({ employee: employee.id, start });
    });
  }
  const next = random(11);
  for (let i = singles.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [singles[i], singles[j]] = [singles[j] as Target, singles[i] as Target];
  }
  return singles.flatMap((t) => [t, { employee: t.employee, start: t.start + 10 * MINUTE_MS }]);
}

/** Booking attempts per second from `clients` concurrent clients, and what they got. */
export async function measureBookings(url: string, branch: BusyBranch, options: { clients: number; seconds: number }) {
  const targets = contendedTargets(branch, new Date());
  const statuses = new Map<number, number>();
  const created: (Interval & { employee: string })[] = [];
  let index = 0;
  const deadline = performance.now() + options.seconds * 1000;
  const started = performance.now();
  const http = createClient(url, options.clients);
  const client = async () => {
    while (performance.now() < deadline && index < targets.length) {
      const target = targets[index++];
      if (!target) break;
      const body = {
        services: [branch.quickService],
        employee_id: target.employee,
        start: formatZoned(target.start, ZONE),
        contact: { first_name: 'Load', last_name: 'Test', email: 'load@example.com', phone: '+493012345670' },
        reminder: 'none',
        payment: 'on_site',
      };
      const response = await http.send('POST', `${BASE}/appointments`, body, { 'idempotency-key': randomUUID() });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status === 201) {
        created.push({ employee: target.employee, start: target.start, end: target.start + 30 * MINUTE_MS });
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));
  http.close();
  const seconds = (performance.now() - started) / 1000;
  const attempts = [...statuses.values()].reduce((a, b) => a + b, 0);
  return {
    attempts,
    seconds,
    attemptsPerSecond: attempts / seconds,
    createdPerSecond: (statuses.get(201) ?? 0) / seconds,
    statuses: Object.fromEntries(statuses),
    overlapping201s: overlaps(created),
  };
}

/** Pairs of 201s for one employee whose times overlap: the number that must be zero. */
function overlaps(created: readonly (Interval & { employee: string })[]): number {
  let count = 0;
  const byEmployee = new Map<string, Interval[]>();
  for (const c of created) byEmployee.set(c.employee, [...(byEmployee.get(c.employee) ?? []), c]);
  for (const list of byEmployee.values()) {
    list.sort((a, b) => a.start - b.start);
    for (let i = 1; i < list.length; i++) {
      const previous = list[i - 1];
      const current = list[i];
      if (previous && current && current.start < previous.end) count++;
    }
  }
  return count;
}
