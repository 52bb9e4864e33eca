import { beforeAll, describe, expect, it } from '@rstest/core';
import { useTestApp } from './helpers/test-app';
import { ON_POSTGRES } from './helpers/test-db';
import { createTestRestaurant, reservationBody, reserve, type TestRestaurant } from './helpers/test-restaurant';
import { TEST_NOW } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let restaurant: TestRestaurant;
beforeAll(async () => {
  restaurant = await createTestRestaurant(t().db, 'race-kitchen');
});

const liveOn = async (from: string, to: string) =>
  (
    await t().db.query<{ table_id: string }>(
      "SELECT table_id FROM reservation_tables WHERE status <> 'cancelled' AND during && tstzrange($1, $2)",
      [new Date(from), new Date(to)],
    )
  ).map((row) => row.table_id);

/** Two tables of three taken at 19:00, then `count` couples race for the last one (T6). */
async function raceForTheLastTable(day: string, count: number) {
  const start = `${day}T19:00:00+01:00`;
  for (const party_size of [2, 4]) {
    expect((await reserve(t().app, restaurant, reservationBody({ start, party_size }))).status).toBe(201);
  }
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      reserve(t().app, restaurant, reservationBody({ start, name: `Guest ${i}` }), { client: `c${i}` }),
    ),
  );
  expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(count - 1).fill(409)]);
  for (const answer of answers.filter((a) => a.status === 409)) {
    expect(answer.body).toEqual({ error: { code: 'slot_taken' } });
  }
  const tables = await liveOn(`${day}T18:00:00Z`, `${day}T19:30:00Z`);
  expect(tables.sort()).toEqual([restaurant.tables.T2, restaurant.tables.T4, restaurant.tables.T6].sort());
}

describe('capacity under races (PGlite serialises them; the constraint decides)', () => {
  it('seats exactly one of 10 parties racing for the last free table', async () => {
    await raceForTheLastTable('2026-03-04', 10);
  });
});

const SKIP_REASON = ON_POSTGRES ? '' : ' (skipped: DATABASE_URL is not set, and PGlite runs one query at a time)';

describe.skipIf(!ON_POSTGRES)(`real concurrency on PostgreSQL${SKIP_REASON}`, () => {
  it('seats exactly one of 50 parties racing for the last free table', async () => {
    await raceForTheLastTable('2026-03-05', 50);
  });
});
