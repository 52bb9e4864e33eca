import { createReservationResponseSchema } from '@booking/shared/contract/reservations';
import { tableSettingsResponseSchema } from '@booking/shared/contract/table-settings';
import { beforeAll, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { setReservationRules } from '../src/db/restaurant-setup-repo';
import {
  floorCalls,
  hostCalls,
  type OwnerRestaurant,
  ownerRestaurant,
  phoneBody,
  reservedTables,
} from './helpers/staff-restaurant';
import { useTestApp } from './helpers/test-app';
import { reservationBody, reservationTimes, reserve } from './helpers/test-restaurant';
import { createTestSalon, TEST_NOW } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let kitchen: OwnerRestaurant;
let other: OwnerRestaurant;
let floor: ReturnType<typeof floorCalls>;
beforeAll(async () => {
  kitchen = await ownerRestaurant(t().app, t().db, 'floor-kitchen');
  other = await ownerRestaurant(t().app, t().db, 'floor-other');
  floor = floorCalls(t().app, kitchen);
});

const floorOf = (body: unknown) => z.parse(tableSettingsResponseSchema, body).results;
const errorOf = (body: unknown) => (body as { error: Record<string, unknown> }).error;
const table = (overrides: Record<string, unknown> = {}) => ({
  name: 'T8',
  area_id: null,
  min_seats: 5,
  max_seats: 8,
  use: 'online',
  ...overrides,
});
const booked = async (overrides: Record<string, unknown>) => {
  const answer = await reserve(t().app, kitchen, reservationBody(overrides));
  expect(answer.status).toBe(201);
  return z.parse(createReservationResponseSchema, answer.body).results.reservation.id;
};
const tablesOf = (reservationId: string) => reservedTables(t().db, reservationId);
const slotsFor = async (date: string, partySize: number) =>
  (
    (await reservationTimes(t().app, kitchen, { date, party_size: String(partySize) })).body as {
      results: { slots: { start: string }[] };
    }
  ).results.slots.map((s) => s.start.slice(11, 16));

/** The party sizes the guest's page offers (what an online table or combination seats). */
const partySizes = async () =>
  (
    (await reservationTimes(t().app, kitchen, { date: '2026-03-07', party_size: '2' })).body as {
      results: { rules: { party_sizes: number[] } };
    }
  ).results.rules.party_sizes;

describe('who may set up the floor', () => {
  it('refuses the restaurant’s staff with 403 owner_only', async () => {
    const answer = await floorCalls(t().app, kitchen, kitchen.host).addArea('Bar');
    expect([answer.status, errorOf(answer.body)]).toEqual([403, { code: 'owner_only' }]);
  });

  it('answers 404 for another restaurant’s branch and for a salon’s branch', async () => {
    const theirs = await floorCalls(t().app, kitchen, other.owner).addArea('Bar');
    expect([theirs.status, errorOf(theirs.body)]).toEqual([404, { code: 'branch_not_found' }]);
    const salon = await createTestSalon(t().db, 'floor-salon');
    const [branch] = await t().db.query<{ id: string }>('SELECT id FROM branches WHERE organization_id = $1', [
      salon.organizationId,
    ]);
    const salonFloor = floorCalls(t().app, { ...kitchen, branchId: branch?.id ?? '' });
    expect((await salonFloor.floor()).status).toBe(404);
  });
});

describe('areas', () => {
  it('adds areas at the end, renames and reorders them, and refuses a name taken', async () => {
    const inside = floorOf((await floor.addArea('Inside')).body).floor.areas;
    const added = await floor.addArea('Terrace');
    expect(added.status).toBe(201);
    const [a, b] = floorOf(added.body).floor.areas;
    expect([inside.length, a?.name, b?.name]).toEqual([1, 'Inside', 'Terrace']);
    const taken = await floor.addArea('Terrace');
    expect([taken.status, errorOf(taken.body)]).toEqual([
      400,
      { code: 'invalid_input', fields: { name: [{ code: 'name_taken' }] } },
    ]);
    expect(floorOf((await floor.renameArea(b?.id ?? '', 'Garden')).body).floor.areas[1]?.name).toBe('Garden');
    const ordered = floorOf((await floor.orderAreas([b?.id ?? '', a?.id ?? ''])).body).floor.areas;
    expect(ordered.map((area) => area.name)).toEqual(['Garden', 'Inside']);
  });

  it('answers 404 area_not_found for an area not of the branch, and 400 for an order missing one', async () => {
    const unknown = await floor.renameArea('00000000-0000-4000-8000-000000000001', 'Bar');
    expect([unknown.status, errorOf(unknown.body).code]).toEqual([404, 'area_not_found']);
    const [area] = floorOf((await floor.floor()).body).floor.areas;
    const partial = await floor.orderAreas([area?.id ?? '']);
    expect(partial.status).toBe(400);
    expect(errorOf(partial.body).fields).toEqual({ ids: [{ code: 'invalid_value' }] });
  });
});

describe('tables', () => {
  it('lists the tables already there: seats from one, bookable online, no area', async () => {
    const { tables } = floorOf((await floor.floor()).body).floor;
    expect(tables.map((x) => [x.name, x.min_seats, x.max_seats, x.use, x.area_id, x.retired])).toEqual([
      ['T2', 1, 2, 'online', null, false],
      ['T4', 1, 4, 'online', null, false],
      ['T6', 1, 6, 'online', null, false],
    ]);
  });

  it('adds a table in an area at the end, and refuses seats from above to, a foreign area and a name taken', async () => {
    const [area] = floorOf((await floor.floor()).body).floor.areas;
    const added = await floor.addTable(table({ area_id: area?.id }));
    expect(added.status).toBe(201);
    expect(floorOf(added.body).floor.tables.at(-1)).toMatchObject({ name: 'T8', area_id: area?.id, position: 3 });
    const upsideDown = await floor.addTable(table({ name: 'T9', min_seats: 6, max_seats: 4 }));
    expect([upsideDown.status, errorOf(upsideDown.body).fields]).toEqual([400, { min_seats: [{ code: 'too_big' }] }]);
    const [theirArea] = floorOf((await floorCalls(t().app, other).addArea('Theirs')).body).floor.areas;
    const foreign = await floor.addTable(table({ name: 'T9', area_id: theirArea?.id }));
    expect([foreign.status, errorOf(foreign.body).fields]).toEqual([400, { area_id: [{ code: 'invalid_value' }] }]);
    const taken = await floor.addTable(table({ name: 'T2' }));
    expect(errorOf(taken.body).fields).toEqual({ name: [{ code: 'name_taken' }] });
  });

  it('gives guests a new table at once, but never to a party below its minimum', async () => {
    // T8 seats 5-8: a party of 8 had no table before it.
    expect(await slotsFor('2026-03-06', 8)).toContain('19:00');
    const id = await booked({ start: '2026-03-06T19:00:00+01:00', party_size: 8 });
    expect(await tablesOf(id)).toEqual(['T8']);
    // Every table for fewer is taken at 19:00 then: a couple is not given the table for eight.
    await booked({ start: '2026-03-06T19:00:00+01:00', party_size: 2 });
    await booked({ start: '2026-03-06T19:00:00+01:00', party_size: 4 });
    await booked({ start: '2026-03-06T19:00:00+01:00', party_size: 6 });
    expect(await slotsFor('2026-03-06', 2)).not.toContain('19:00');
  });

  it('keeps staff-only and walk-in tables from guests', async () => {
    const { tables } = floorOf((await floor.floor()).body).floor;
    const t8 = tables.find((x) => x.name === 'T8');
    expect((await floor.updateTable(t8?.id ?? '', table({ area_id: t8?.area_id, use: 'staff' }))).status).toBe(200);
    expect(await slotsFor('2026-03-07', 8)).toEqual([]);
    expect(await partySizes()).toEqual([1, 2, 3, 4, 5, 6]);
    await floor.updateTable(t8?.id ?? '', table({ area_id: t8?.area_id, use: 'online' }));
    expect(await slotsFor('2026-03-07', 8)).toContain('19:00');
    expect(await partySizes()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('reorders the tables in service', async () => {
    const { tables } = floorOf((await floor.floor()).body).floor;
    const reversed = tables.map((x) => x.id).reverse();
    const ordered = floorOf((await floor.orderTables(reversed)).body).floor.tables;
    expect(ordered.map((x) => x.name)).toEqual(['T8', 'T6', 'T4', 'T2']);
  });
});

describe('retiring or shrinking a table with reservations to come', () => {
  beforeAll(async () => {
    kitchen = await ownerRestaurant(t().app, t().db, 'retire-kitchen');
    floor = floorCalls(t().app, kitchen);
  });

  it('refuses to retire a booked table, listing its reservations, until each is moved or cancelled', async () => {
    const t2 = kitchen.tables.T2 ?? '';
    const couple = await booked({ start: '2026-03-10T19:00:00+01:00', party_size: 2, name: 'Ada Paar' });
    const other = await booked({ start: '2026-03-11T19:00:00+01:00', party_size: 2, email: 'gast@example.com' });
    const refused = await floor.retireTable(t2);
    expect(refused.status).toBe(409);
    expect(errorOf(refused.body)).toMatchObject({
      code: 'reservations_affected',
      reservations: [
        { id: couple, party_size: 2, name: 'Ada Paar', start: '2026-03-10T19:00:00+01:00[Europe/Berlin]' },
        { id: other, party_size: 2 },
      ],
    });
    const answered = await floor.retireTable(t2, {
      on_reservations: [
        { reservation: couple, action: 'move', to: kitchen.tables.T4 },
        { reservation: other, action: 'cancel', message: 'Der Tisch wird renoviert.' },
      ],
    });
    expect(answered.status).toBe(200);
    const saved = floorOf(answered.body);
    expect([saved.moved, saved.cancelled]).toEqual([[couple], [other]]);
    expect(saved.floor.tables.find((x) => x.id === t2)?.retired).toBe(true);
    expect(await tablesOf(couple)).toEqual(['T4']);
    const [mail] = await t().db.query<{ recipient: string; content: unknown }>(
      `SELECT recipient, content FROM outbox_messages WHERE booking_id = $1 AND kind = 'cancellation'`,
      [other],
    );
    expect(mail?.recipient).toBe('gast@example.com');
    expect(JSON.stringify(mail?.content)).toContain('Der Tisch wird renoviert.');
  });

  it('keeps a retired table with its history: it cannot be deleted, guests never get it, its name is free', async () => {
    const t2 = kitchen.tables.T2 ?? '';
    await expect(t().db.query('DELETE FROM restaurant_tables WHERE id = $1', [t2])).rejects.toThrow();
    expect(await tablesOf(await booked({ start: '2026-03-12T19:00:00+01:00', party_size: 2 }))).toEqual(['T4']);
    expect((await floor.addTable(table({ name: 'T2', min_seats: 1, max_seats: 2 }))).status).toBe(201);
  });

  it('undoes the whole change when a move is refused', async () => {
    const t6 = kitchen.tables.T6 ?? '';
    const six = await booked({ start: '2026-03-13T19:00:00+01:00', party_size: 6 });
    const tooSmall = await floor.retireTable(t6, {
      on_reservations: [{ reservation: six, action: 'move', to: kitchen.tables.T4 }],
    });
    expect([tooSmall.status, errorOf(tooSmall.body).code]).toEqual([409, 'table_too_small']);
    expect(floorOf((await floor.floor()).body).floor.tables.find((x) => x.id === t6)?.retired).toBe(false);
    expect(await tablesOf(six)).toEqual(['T6']);
  });

  it('asks before shrinking a table below a party booked at it, not for one that still fits', async () => {
    const t6 = kitchen.tables.T6 ?? '';
    const five = await booked({ start: '2026-03-14T19:00:00+01:00', party_size: 5 });
    await booked({ start: '2026-03-14T20:30:00+01:00', party_size: 6 });
    const toFive = await floor.updateTable(t6, table({ name: 'T6', min_seats: 1, max_seats: 5 }));
    expect(toFive.status).toBe(409);
    // The party of six of the test before and this one's, never the party of five.
    const listed = errorOf(toFive.body).reservations as { id: string; party_size: number }[];
    expect(listed.map((r) => r.party_size)).toEqual([6, 6]);
    const cancelled = await floor.updateTable(t6, {
      ...table({ name: 'T6', min_seats: 1, max_seats: 5 }),
      on_reservations: listed.map((r) => ({ reservation: r.id, action: 'cancel' })),
    });
    expect(cancelled.status).toBe(200);
    expect(await tablesOf(five)).toEqual(['T6']);
  });

  it('refuses an answer for a reservation the change does not affect', async () => {
    const answer = await floor.retireTable(kitchen.tables.T4 ?? '', {
      on_reservations: [{ reservation: '00000000-0000-4000-8000-000000000009', action: 'cancel' }],
    });
    expect([answer.status, errorOf(answer.body).fields]).toEqual([
      400,
      { on_reservations: [{ code: 'invalid_value' }] },
    ]);
  });
});

describe('combinations', () => {
  let combination = '';
  beforeAll(async () => {
    kitchen = await ownerRestaurant(t().app, t().db, 'combination-kitchen');
    floor = floorCalls(t().app, kitchen);
    await floor.addTable(table());
    await floor.retireTable(kitchen.tables.T2 ?? '');
  });

  it('offers a party larger than every table the combination at once, occupying each of its tables', async () => {
    await setReservationRules(t().db, kitchen.branchId, {
      durationMinutes: 90,
      minPartySize: 1,
      maxPartySize: 12,
    });
    expect(await slotsFor('2026-03-18', 10)).toEqual([]);
    const added = await floor.addCombination({
      name: 'T4 + T6',
      table_ids: [kitchen.tables.T4, kitchen.tables.T6],
      min_seats: 9,
      max_seats: 10,
    });
    expect(added.status).toBe(201);
    const [saved] = floorOf(added.body).floor.combinations;
    combination = saved?.id ?? '';
    expect(saved).toMatchObject({ name: 'T4 + T6', min_seats: 9, max_seats: 10 });
    expect(await slotsFor('2026-03-18', 10)).toContain('19:00');
    const ten = await booked({ start: '2026-03-18T19:00:00+01:00', party_size: 10 });
    expect(await tablesOf(ten)).toEqual(['T4', 'T6']);
    // Both its tables are taken: a party of four finds no table at 19:00.
    expect(await slotsFor('2026-03-18', 4)).not.toContain('19:00');
  });

  it('lets the host seat a phone party at the combination, and move a party onto it', async () => {
    const host = hostCalls(t().app, { ...kitchen, cookie: kitchen.host });
    const phoned = await host.create(phoneBody({ start: '2026-03-19T19:00:00+01:00', party_size: 9 }));
    expect(phoned.status).toBe(201);
    const phonedId = (phoned.body as { results: { reservation: { id: string } } }).results.reservation.id;
    expect(await tablesOf(phonedId)).toEqual(['T4', 'T6']);
    const couple = await booked({ start: '2026-03-19T20:30:00+01:00', party_size: 2 });
    const moved = await host.move(couple, combination);
    expect(moved.status).toBe(200);
    expect(await tablesOf(couple)).toEqual(['T4', 'T6']);
  });

  it('refuses a combination of a table not in service', async () => {
    const retired = await floor.addCombination({
      name: 'Old',
      table_ids: [kitchen.tables.T2, kitchen.tables.T4],
      min_seats: 5,
      max_seats: 6,
    });
    expect(errorOf(retired.body).fields).toEqual({ table_ids: [{ code: 'invalid_value' }] });
  });

  it('asks before changing the tables of a combination with a party booked on it, and moves it on request', async () => {
    const [ten] = await t().db.query<{ id: string }>('SELECT id FROM reservations WHERE combination_id = $1', [
      combination,
    ]);
    const [t8] = floorOf((await floor.floor()).body).floor.tables.filter((x) => x.name === 'T8');
    const body = { name: 'T6 + T8', table_ids: [kitchen.tables.T6, t8?.id], min_seats: 9, max_seats: 12 };
    const asked = await floor.updateCombination(combination, body);
    expect([asked.status, errorOf(asked.body).code]).toEqual([409, 'reservations_affected']);
    const listed = errorOf(asked.body).reservations as { id: string }[];
    expect(listed.map((r) => r.id)).toContain(ten?.id);
    const moved = await floor.updateCombination(combination, {
      ...body,
      on_reservations: listed.map((r) => ({ reservation: r.id, action: 'move', to: combination })),
    });
    expect(moved.status).toBe(200);
    expect(await tablesOf(ten?.id ?? '')).toEqual(['T6', 'T8']);
  });

  it('asks before removing a combination with a party booked on it', async () => {
    const asked = await floor.removeCombination(combination);
    expect([asked.status, errorOf(asked.body).code]).toEqual([409, 'reservations_affected']);
    const listed = errorOf(asked.body).reservations as { id: string }[];
    const removed = await floor.removeCombination(combination, {
      on_reservations: listed.map((r) => ({ reservation: r.id, action: 'cancel', message: null })),
    });
    expect(removed.status).toBe(200);
    expect(floorOf(removed.body).floor.combinations).toEqual([]);
    const gone = await floor.removeCombination(combination);
    expect([gone.status, errorOf(gone.body).code]).toEqual([404, 'combination_not_found']);
  });
});
