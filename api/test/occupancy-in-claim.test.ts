import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@rstest/core';
import { newSessionToken } from '../src/auth/session-token';
import type { BranchRef } from '../src/db/merchant-settings-repo';
import { insertReservation, type NewReservation } from '../src/db/reservation-repo';
import { useTestApp } from './helpers/test-app';
import { createTestRestaurant, GUEST, type TestRestaurant } from './helpers/test-restaurant';
import { TEST_NOW } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let restaurant: TestRestaurant;
let branch: BranchRef;

beforeAll(async () => {
  restaurant = await createTestRestaurant(t().db, 'shrunk-meanwhile');
  const [row] = await t().db.query<BranchRef>(
    `SELECT id, slug, name, timezone FROM branches WHERE organization_id = $1`,
    [restaurant.organizationId],
  );
  if (!row) throw new Error('no branch');
  branch = row;
});

const none = { amount_minor: 0, currency: 'EUR' };

/** A party of `party` at the table, as a guest's booking writes it after reading `seats`. */
function reservationAt(tableId: string, party: number, seats: number): NewReservation {
  return {
    id: randomUUID(),
    organization: restaurant.slug,
    organizationId: restaurant.organizationId,
    branch,
    place: { tableIds: [tableId], combinationId: null, seats },
    manageTokenHash: newSessionToken().tokenHash,
    start: new Date('2026-03-04T18:00:00Z'),
    end: new Date('2026-03-04T19:30:00Z'),
    party_size: party,
    status: 'confirmed',
    ...GUEST,
    reminder: 'email',
    special_request: null,
    locale: 'en',
    policy: {
      cancellation_lead_time: { value: 3, type: 'hours' },
      editing_limit: { value: 3, type: 'hours' },
      editing_fee: none,
      late_cancellation_fee: none,
      late_rescheduling_fee: none,
    },
    currency: 'EUR',
    fees_due_minor: 0,
    reschedule_count: 0,
    cancelled_at: null,
    created_at: TEST_NOW,
  };
}

describe('a table changed between the read and the claim', () => {
  it('fails that claim alone, so the next place is tried, instead of the request at its commit', async () => {
    const table = restaurant.tables.T4 ?? '';
    // The guest's search read four seats; the owner has since made it a table for two.
    await t().db.query('UPDATE restaurant_tables SET seats = 2 WHERE id = $1', [table]);
    expect(await insertReservation(t().db, reservationAt(table, 4, 4))).toBe(false);
    const [kept] = await t().db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM reservations WHERE organization_id = $1',
      [restaurant.organizationId],
    );
    expect(kept?.n).toBe(0);
    // What still fits is taken as before.
    expect(await insertReservation(t().db, reservationAt(table, 2, 2))).toBe(true);
  });
});
