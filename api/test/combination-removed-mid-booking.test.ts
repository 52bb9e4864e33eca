import { createReservationResponseSchema } from '@booking/shared/contract/reservations';
import { tableSettingsResponseSchema } from '@booking/shared/contract/table-settings';
import { beforeAll, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { floorCalls, type OwnerRestaurant, ownerRestaurant, reservedTables } from './helpers/staff-restaurant';
import { appOver, useTestApp } from './helpers/test-app';
import type { TestDb } from './helpers/test-db';
import { reservationBody, reserve } from './helpers/test-restaurant';
import { TEST_NOW } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let kitchen: OwnerRestaurant;
let floor: ReturnType<typeof floorCalls>;
beforeAll(async () => {
  kitchen = await ownerRestaurant(t().app, t().db, 'mid-booking');
  floor = floorCalls(t().app, kitchen);
});

/**
 * The database as a guest's booking sees it, with the owner's change landing between the
 * booking's read of the floor and its claim: the claim is the first savepoint the booking
 * opens, so `between` runs (and commits) right before it, once.
 */
function changedBeforeTheClaim(db: TestDb, between: () => Promise<unknown>): TestDb {
  let pending = true;
  return {
    ...db,
    query: (text, params) => db.query(text, params),
    exec: (text) => db.exec(text),
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
    savepoint: async (fn) => {
      if (pending) {
        pending = false;
        await between();
      }
      return db.savepoint(fn);
    },
  };
}

const combinationOf = async (body: unknown) => {
  const added = z.parse(tableSettingsResponseSchema, body).results.floor.combinations.at(-1);
  if (!added) throw new Error('no combination was added');
  return added.id;
};
const tablesOf = (reservationId: string) => reservedTables(t().db, reservationId);
const combination = (name: string, tables: string[]) => ({
  name,
  table_ids: tables.map((table) => kitchen.tables[table]),
  min_seats: 7,
  max_seats: 10,
});

/** A guest's party of eight (no single table seats it) booked while the owner makes a change. */
function bookEightWhile(start: string, change: () => Promise<{ status: number }>) {
  const changing = changedBeforeTheClaim(t().db, async () => {
    expect((await change()).status).toBe(200);
  });
  return reserve(appOver(changing, t().clock), kitchen, reservationBody({ start, party_size: 8 }));
}
const slotTaken = (answer: { status: number; body: unknown }) => {
  expect([answer.status, (answer.body as { error: { code: string } }).error.code]).toEqual([409, 'slot_taken']);
};

describe('a combination removed between a booking’s read and its claim', () => {
  it('is not given to the booking: with no other place it answers slot_taken and writes nothing', async () => {
    const only = await combinationOf((await floor.addCombination(combination('T4 + T6', ['T4', 'T6']))).body);
    slotTaken(await bookEightWhile('2026-03-05T19:00:00+01:00', () => floor.removeCombination(only)));
    const held = await t().db.query('SELECT id FROM reservations WHERE combination_id = $1', [only]);
    expect(held).toEqual([]);
  });

  it('gives the booking the next place that still seats the party', async () => {
    const first = await combinationOf((await floor.addCombination(combination('T4 + T6', ['T4', 'T6']))).body);
    await floor.addCombination(combination('T2 + T6', ['T2', 'T6']));
    const answer = await bookEightWhile('2026-03-06T19:00:00+01:00', () => floor.removeCombination(first));
    expect(answer.status).toBe(201);
    const id = z.parse(createReservationResponseSchema, answer.body).results.reservation.id;
    expect(await tablesOf(id)).toEqual(['T2', 'T6']);
  });
});

describe('a combination whose tables change between a booking’s read and its claim', () => {
  beforeAll(async () => {
    kitchen = await ownerRestaurant(t().app, t().db, 'mid-booking-change');
    floor = floorCalls(t().app, kitchen);
  });

  it('is not claimed with the tables it had', async () => {
    const changing = await combinationOf((await floor.addCombination(combination('T4 + T6', ['T4', 'T6']))).body);
    const answer = await bookEightWhile('2026-03-05T19:00:00+01:00', () =>
      floor.updateCombination(changing, combination('T2 + T6', ['T2', 'T6'])),
    );
    slotTaken(answer);
    expect(await t().db.query('SELECT id FROM reservations WHERE combination_id = $1', [changing])).toEqual([]);
  });
});
