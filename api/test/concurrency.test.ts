import { randomUUID } from 'node:crypto';
import { createAppointmentResponseSchema } from '@booking/shared/contract/appointments';
import { formatZoned } from '@booking/shared/time/format-zoned';
import { weekdayOf } from '@booking/shared/time/local-date';
import { localDayOf, zonedInstant } from '@booking/shared/time/zoned-instant';
import { beforeAll, beforeEach, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { startApiProcess } from '../scripts/api-process';
import { book, bookingBody, manage, post } from './helpers/booking-calls';
import { useTestApp } from './helpers/test-app';
import { ON_POSTGRES } from './helpers/test-db';
import { createTestSalon, TEST_NOW, type TestSalon } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let salon: TestSalon;
beforeAll(async () => {
  salon = await createTestSalon(t().db, 'race-salon');
});
beforeEach(() => t().clock.set(TEST_NOW));

/** `count` bookings of a 60-minute colour with Ana, starting 10:00-10:40 so every two overlap. */
function racingBodies(day: string, count: number) {
  return Array.from({ length: count }, (_, i) =>
    bookingBody(salon, { services: [salon.services.colour], start: `${day}T10:${(i % 5) * 10 || '00'}:00+01:00` }),
  );
}
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();
const liveRowsOn = async (employee: string, from: string, to: string) =>
  (
    await t().db.query(
      "SELECT 1 FROM appointments WHERE employee_id = $1 AND status <> 'cancelled' AND during && tstzrange($2, $3)",
      [employee, new Date(from), new Date(to)],
    )
  ).length;

describe('races (PGlite serialises them, PostgreSQL runs them in parallel; the constraint decides)', () => {
  it('books once when 10 clients race for overlapping starts', async () => {
    const answers = await Promise.all(
      racingBodies('2026-03-04', 10).map((body, i) => book(t().app, salon, body, { client: `c${i}` })),
    );
    expect(statuses(answers)).toEqual([201, ...Array(9).fill(409)]);
    expect(await liveRowsOn(salon.employees.ana, '2026-03-04T00:00:00Z', '2026-03-05T00:00:00Z')).toBe(1);
  });

  it('books once for 10 concurrent requests with one key: the others wait (409) or get the replay', async () => {
    const key = randomUUID();
    const body = bookingBody(salon, { start: '2026-03-05T10:00:00+01:00' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => book(t().app, salon, body, { key })));
    const fresh = answers.filter((a) => a.status === 201 && a.headers.get('idempotent-replayed') !== 'true');
    expect(fresh).toHaveLength(1);
    for (const answer of answers) {
      if (answer.status === 201) expect(answer.body).toEqual(fresh[0]?.body);
      else expect(answer.body).toEqual({ error: { code: 'idempotency_key_in_use' } });
    }
    expect(await liveRowsOn(salon.employees.ana, '2026-03-05T09:00:00Z', '2026-03-05T09:30:00Z')).toBe(1);
  });

  it('reschedules atomically under contention: the mover either gets the slot or keeps its own', async () => {
    const booked = await book(t().app, salon, bookingBody(salon, { start: '2026-03-06T09:00:00+01:00' }));
    const token = z.parse(createAppointmentResponseSchema, booked.body).results.manage_token;
    const target = bookingBody(salon, { start: '2026-03-06T15:00:00+01:00' });
    const [moved, ...creates] = await Promise.all([
      manage(t().app, salon, token, '/reschedule', post({ start: target.start })),
      ...Array.from({ length: 5 }, () => book(t().app, salon, target)),
    ]);
    const winners = [moved, ...creates].filter((a) => a?.status === 200 || a?.status === 201);
    expect(winners).toHaveLength(1);
    const now = (await manage(t().app, salon, token)).body;
    const expectedStart = moved?.status === 200 ? '2026-03-06T15:00:00+01:00' : '2026-03-06T09:00:00+01:00';
    expect(JSON.stringify(now)).toContain(`"start":"${expectedStart}[Europe/Berlin]"`);
    expect(await liveRowsOn(salon.employees.ana, '2026-03-06T14:00:00Z', '2026-03-06T14:30:00Z')).toBe(1);
  });

  it('lets one of five appointments move into a slot they all want; the others stay put', async () => {
    const tokens = await Promise.all(
      ['09', '10', '11', '12', '13'].map(async (hour) => {
        const { body } = await book(t().app, salon, bookingBody(salon, { start: `2026-03-07T${hour}:00:00+01:00` }));
        return z.parse(createAppointmentResponseSchema, body).results.manage_token;
      }),
    );
    const answers = await Promise.all(
      tokens.map((token) => manage(t().app, salon, token, '/reschedule', post({ start: '2026-03-07T15:00:00+01:00' }))),
    );
    expect(statuses(answers)).toEqual([200, 409, 409, 409, 409]);
    expect(await liveRowsOn(salon.employees.ana, '2026-03-07T00:00:00Z', '2026-03-08T00:00:00Z')).toBe(5);
  });
});

const SKIP_REASON = ON_POSTGRES ? '' : ' (skipped: DATABASE_URL is not set, and PGlite runs one query at a time)';

describe.skipIf(!ON_POSTGRES)(`real concurrency on PostgreSQL${SKIP_REASON}`, () => {
  it('books once when 50 clients race for overlapping starts of one employee', async () => {
    const answers = await Promise.all(
      racingBodies('2026-03-10', 50).map((body, i) => book(t().app, salon, body, { client: `c${i}` })),
    );
    expect(statuses(answers)).toEqual([201, ...Array(49).fill(409)]);
    expect(await liveRowsOn(salon.employees.ana, '2026-03-10T00:00:00Z', '2026-03-11T00:00:00Z')).toBe(1);
  });

  it('books once when 50 clients race across two API processes on one database', async () => {
    const url = t().db.url;
    if (!url) throw new Error('on PostgreSQL the test database has a URL');
    // The processes run on the real clock: race for 10:00 on a working day ten days ahead.
    const zone = 'Europe/Berlin';
    let day = localDayOf(zone, Date.now()) + 10;
    if (weekdayOf(day) === 0) day += 1;
    const start = (minutes: number) => formatZoned(zonedInstant(zone, day, 10 * 60 + minutes), zone);
    const env = {
      DATABASE_URL: url,
      RATE_LIMIT_PER_MINUTE: '100000',
      CONTACT_RATE_LIMIT_PER_MINUTE: '100000',
      CORS_ORIGINS: 'http://localhost:1',
    };
    const apis = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    try {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => {
          const body = bookingBody(salon, { services: [salon.services.colour], start: start((i % 5) * 10) });
          return fetch(`${apis[i % 2]?.url}/v0/organizations/${salon.slug}/branches/main/appointments`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: JSON.stringify(body),
          }).then((response) => ({ status: response.status }));
        }),
      );
      expect(statuses(answers)).toEqual([201, ...Array(49).fill(409)]);
      const from = new Date(zonedInstant(zone, day, 0)).toISOString();
      const to = new Date(zonedInstant(zone, day + 1, 0)).toISOString();
      expect(await liveRowsOn(salon.employees.ana, from, to)).toBe(1);
    } finally {
      await Promise.all(apis.map((api) => api.stop()));
    }
  }, 120_000);
});
