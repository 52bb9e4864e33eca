import { randomUUID } from 'node:crypto';
import { formatZoned } from '@booking/shared/time/format-zoned';
import { dateOfDay, MINUTE_MS } from '@booking/shared/time/local-date';
import { zonedInstant } from '@booking/shared/time/zoned-instant';
import { createApp } from '../src/app';
import type { Db } from '../src/db/db';
import { BRANCH, type BusyBranch, SLUG, ZONE } from './busy-branch';

export type Statement = { sql: string; params: unknown[] };
export type Captured = {
  statements: Statement[];
  key: string;
  start: Date;
  end: Date;
  /** The local day of the booking, whose bounds the schedule read asks for. */
  dayStart: Date;
  dayEnd: Date;
  employee: string;
  /** Ids that existed before the booking (merchant, branch, employees, services): kept as they are. */
  existing: Set<string>;
};

const UNLIMITED = { capacity: 1e9, windowMs: 1 };

/**
 * Books twice through the real app on a database that records every statement, and keeps
 * the second booking's statements (the first warms the merchant cache, as in a running
 * process): exactly what the API sends PostgreSQL for one booking.
 */
export async function captureBooking(db: Db, branch: BusyBranch): Promise<Captured> {
  let log: Statement[] = [];
  const recording: Db = {
    ...db,
    query: (sql, params = []) => {
      log.push({ sql, params: [...params] });
      return db.query(sql, params);
    },
  };
  const limits = { holds: UNLIMITED, bookings: UNLIMITED, contacts: UNLIMITED, maxLiveHoldsPerBranch: 1e9 };
  const app = createApp({ db: recording, corsOrigins: [], limits, clientKey: () => 'capture' });
  const employee = branch.employees[0]?.id ?? '';
  const book = async (day: number, key: string) => {
    const start = zonedInstant(ZONE, day, 19 * 60 + 20);
    const response = await app.request(`/v0/organizations/${SLUG}/branches/${BRANCH}/appointments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({
        services: [branch.quickService],
        employee_id: employee,
        start: formatZoned(start, ZONE),
        contact: { first_name: 'Load', last_name: 'Test', email: 'load@example.com', phone: '+493012345670' },
        reminder: 'none',
        payment: 'on_site',
      }),
    });
    const body = await response.json();
    return { status: response.status, body, start };
  };
  // Late evening near the end of the period: free in the seeded schedule.
  const lastDays = branch.days.slice(-3);
  await book(lastDays[0] ?? 0, randomUUID());
  log = [];
  const key = randomUUID();
  const second = await book(lastDays[1] ?? 0, key);
  if (second.status !== 201) throw new Error(`capture booking answered ${second.status}`);
  const day = lastDays[1] ?? 0;
  return {
    statements: log,
    key,
    start: new Date(second.start),
    end: new Date(second.start + 30 * MINUTE_MS),
    dayStart: new Date(zonedInstant(ZONE, day, 0)),
    dayEnd: new Date(zonedInstant(ZONE, day + 1, 0)),
    employee,
    existing: new Set([
      branch.organizationId,
      branch.branchId,
      ...branch.serviceIds,
      ...branch.employees.map((e) => e.id),
    ]),
  };
}

/**
 * pgbench reads `:name` as a variable even inside quotes, and `:15` of a time or `:1` of a
 * JSON value is such a name. Literals therefore carry no colon: times are epochs, and other
 * text spells its colons as chr(58).
 */
function quote(text: string): string {
  const escaped = `'${text.replaceAll("'", "''")}'`;
  return text.includes(':') ? `replace(${escaped.replaceAll(':', '\u0001')}, chr(1), chr(58))` : escaped;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/**
 * Where the replayed bookings go. Every transaction reads the schedule of a random employee
 * on a random working day of the busy period, as the clients' bookings do. `contended`: it
 * books a random 30-minute start of that day, so, as in the API run, some inserts find the
 * time taken (and those cost PostgreSQL less); otherwise a start years ahead, so nearly
 * every insert books, which is the transaction of a booking that wins.
 */
export type Spread = { days: readonly number[]; employees: readonly string[]; contended: boolean };

/**
 * The captured statements as a pgbench script: parameters become literals, except what
 * must differ per transaction: the key, the token hashes, every id the booking made (the
 * appointment's, the outbox messages', also where they sit inside a JSON parameter), the
 * day, the employee and the start (see `Spread`). A new id is derived from the
 * transaction's random number, so the same id is the same in every statement.
 */
export function toPgbenchScript(captured: Captured, spread: Spread): string {
  const first = spread.days[0] ?? 0;
  const offsets = spread.days.map((day) => day - first).join(',');
  // Times are local wall times made absolute in the branch's zone, as the API does.
  const day = `(date '${dateOfDay(first)}' + (ARRAY[${offsets}])[:d])`;
  const local = (sql: string) => `((${sql})::timestamp AT TIME ZONE '${ZONE}')`;
  const start = spread.contended
    ? local(`${day} + interval '8 hours' + (:slot)::int * interval '10 minutes'`)
    : `(timestamptz '2031-01-06 08:00+00' + (:slot)::int * interval '10 minutes')`;
  const employee = `((ARRAY[${spread.employees.map((id) => `'${id}'`).join(',')}]::uuid[])[:e])`;
  const fresh: string[] = [];
  const newId = (id: string) => {
    if (!fresh.includes(id)) fresh.push(id);
    return `md5('${fresh.indexOf(id)}-' || (:k)::bigint::text)::uuid`;
  };
  const literal = (value: unknown): string => {
    if (value === null || value === undefined) return 'NULL';
    if (value instanceof Date) {
      if (value.getTime() === captured.start.getTime()) return start;
      if (value.getTime() === captured.end.getTime()) return `(${start} + interval '30 minutes')`;
      if (value.getTime() === captured.dayStart.getTime()) return local(day);
      if (value.getTime() === captured.dayEnd.getTime()) return local(`${day} + 1`);
      return `to_timestamp(${value.getTime() / 1000})`;
    }
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    const text = String(value);
    if (text === captured.key) return `('pgbench-' || (:k)::bigint::text)`;
    if (text === captured.employee) return employee;
    if (/^[0-9a-f]{64}$/.test(text)) return '(md5(random()::text) || md5(random()::text))';
    const ids = [...new Set(text.match(UUID) ?? [])].filter((id) => !captured.existing.has(id));
    if (ids.length === 1 && ids[0] === text) return `(${newId(text)})`;
    return ids.reduce((sql, id) => `replace(${sql}, '${id}', ${newId(id)}::text)`, quote(text));
  };
  // pgbench takes one line per statement: an SQL comment would swallow the rest of it.
  const lines = captured.statements.map(
    ({ sql, params }) =>
      `${sql
        .replace(/--[^\n]*/g, '')
        .replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]))
        .replace(/\s+/g, ' ')
        .trim()};`,
  );
  const variables = [
    `\\set d random(1, ${spread.days.length})`,
    `\\set e random(1, ${spread.employees.length})`,
    // 08:00 to 19:30, a 30-minute service inside the working day; or ten years of starts.
    spread.contended ? '\\set slot random(0, 69)' : '\\set slot random(0, 500000)',
    '\\set k random(1, 1000000000000)',
  ];
  return [...variables, ...lines, ''].join('\n');
}
