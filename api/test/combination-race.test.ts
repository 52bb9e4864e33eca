import { formatZoned } from '@booking/shared/time/format-zoned';
import { localDayOf, zonedInstant } from '@booking/shared/time/zoned-instant';
import { beforeAll, describe, expect, it } from '@rstest/core';
import { startApiProcess } from '../scripts/api-process';
import { insertRestaurantTable } from '../src/db/restaurant-setup-repo';
import { saveCombination } from '../src/db/table-settings-repo';
import { useTestApp } from './helpers/test-app';
import { ON_POSTGRES } from './helpers/test-db';
import { createTestRestaurant, reservationBody, reserve, type TestRestaurant } from './helpers/test-restaurant';
import { TEST_NOW } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let restaurant: TestRestaurant;
let combination: string;

/**
 * Guests can book only A and B (3-4 seats each) and the combination A + B (7-8): the test
 * restaurant's own tables are kept for walk-ins. Parties of four race for A and B while
 * parties of eight race for the combination of both.
 */
beforeAll(async () => {
  restaurant = await createTestRestaurant(t().db, 'combo-race');
  await t().db.query(`UPDATE restaurant_tables SET bookable_by = 'walk_in' WHERE organization_id = $1`, [
    restaurant.organizationId,
  ]);
  const [branch] = await t().db.query<{ id: string }>('SELECT id FROM branches WHERE organization_id = $1', [
    restaurant.organizationId,
  ]);
  const ref = { organizationId: restaurant.organizationId, branchId: branch?.id ?? '' };
  for (const [position, name] of ['A', 'B'].entries()) {
    const { id } = await insertRestaurantTable(t().db, ref, { name, seats: 4, position: 10 + position });
    await t().db.query('UPDATE restaurant_tables SET min_seats = 3 WHERE id = $1', [id]);
    restaurant.tables[name] = id;
  }
  const members = [restaurant.tables.A ?? '', restaurant.tables.B ?? ''];
  combination = await saveCombination(t().db, ref, null, {
    name: 'A + B',
    table_ids: members,
    min_seats: 7,
    max_seats: 8,
  });
});

/** Every live row of A and B around the start: one per reservation and table. */
const heldAround = (start: string) =>
  t().db.query<{ reservation_id: string; table_id: string; combination_id: string | null }>(
    `SELECT rt.reservation_id, rt.table_id, r.combination_id FROM reservation_tables rt
       JOIN reservations r ON r.id = rt.reservation_id
      WHERE rt.table_id IN ($1, $2) AND rt.status NOT IN ('cancelled', 'no_show')
        AND rt.during && tstzrange($3::timestamptz - interval '3 hours', $3::timestamptz + interval '3 hours')`,
    [restaurant.tables.A, restaurant.tables.B, new Date(start.replace(/\[.*\]$/, ''))],
  );

/** What the database holds after a race: each table once at most, and a combination alone. */
async function expectNoTableTwice(start: string, answers: { status: number }[]) {
  expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
  const rows = await heldAround(start);
  const tables = rows.map((row) => row.table_id);
  expect(new Set(tables).size).toBe(tables.length);
  const reservations = new Set(rows.map((row) => row.reservation_id));
  expect(reservations.size).toBe(answers.filter((a) => a.status === 201).length);
  if (rows.some((row) => row.combination_id === combination)) expect(reservations.size).toBe(1);
  else expect(reservations.size).toBe(2);
}

const partyOf = (i: number) => (i % 2 === 0 ? 4 : 8);

describe('a combination and its tables under races (PGlite serialises them; the constraint decides)', () => {
  it('never gives a table-time twice when 50 parties of four and eight race for A, B and A + B', async () => {
    const start = '2026-03-04T19:00:00+01:00';
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        reserve(t().app, restaurant, reservationBody({ start, party_size: partyOf(i), name: `Guest ${i}` }), {
          client: `c${i}`,
        }),
      ),
    );
    await expectNoTableTwice(start, answers);
  });

  it('gives the combination to a party of eight only while both its tables are free', async () => {
    const start = '2026-03-05T19:00:00+01:00';
    expect((await reserve(t().app, restaurant, reservationBody({ start, party_size: 4 }))).status).toBe(201);
    const eight = await reserve(t().app, restaurant, reservationBody({ start, party_size: 8 }));
    expect([eight.status, eight.body]).toEqual([409, { error: { code: 'slot_taken' } }]);
  });
});

const SKIP_REASON = ON_POSTGRES ? '' : ' (skipped: DATABASE_URL is not set, and PGlite runs one query at a time)';

describe.skipIf(!ON_POSTGRES)(`real concurrency on PostgreSQL${SKIP_REASON}`, () => {
  it('never gives a table-time twice when 50 parties race in one process', async () => {
    const start = '2026-03-06T19:00:00+01:00';
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        reserve(t().app, restaurant, reservationBody({ start, party_size: partyOf(i), name: `Guest ${i}` }), {
          client: `c${i}`,
        }),
      ),
    );
    await expectNoTableTwice(start, answers);
  });

  it('never gives a table-time twice when 50 parties race across two API processes', async () => {
    const url = t().db.url;
    if (!url) throw new Error('on PostgreSQL the test database has a URL');
    // The processes run on the real clock: race for 19:00 ten days ahead (the restaurant opens daily).
    const zone = 'Europe/Berlin';
    const day = localDayOf(zone, Date.now()) + 10;
    const start = formatZoned(zonedInstant(zone, day, 19 * 60), zone);
    const env = {
      DATABASE_URL: url,
      RATE_LIMIT_PER_MINUTE: '100000',
      CONTACT_RATE_LIMIT_PER_MINUTE: '100000',
      CORS_ORIGINS: 'http://localhost:1',
    };
    const apis = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    try {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          fetch(`${apis[i % 2]?.url}/v0/organizations/${restaurant.slug}/branches/${restaurant.branch}/reservations`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
            body: JSON.stringify(reservationBody({ start, party_size: partyOf(i), name: `Guest ${i}` })),
          }).then((response) => ({ status: response.status })),
        ),
      );
      await expectNoTableTwice(start, answers);
    } finally {
      await Promise.all(apis.map((api) => api.stop()));
    }
  }, 120_000);
});
