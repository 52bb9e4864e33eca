import {
  staffReservationListResponseSchema,
  staffReservationResponseSchema,
} from '@booking/shared/contract/staff-reservations';
import { staffServiceDayResponseSchema } from '@booking/shared/contract/staff-service-day';
import { tableSettingsResponseSchema } from '@booking/shared/contract/table-settings';
import { beforeAll, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { floorCalls, hostCalls, type OwnerRestaurant, ownerRestaurant, phoneBody } from './helpers/staff-restaurant';
import { useTestApp } from './helpers/test-app';
import { TEST_NOW } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let kitchen: OwnerRestaurant;
let host: ReturnType<typeof hostCalls>;
let terrace = '';
let inside = '';
let combination = '';

const floorOf = (body: unknown) => z.parse(tableSettingsResponseSchema, body).results.floor;

beforeAll(async () => {
  kitchen = await ownerRestaurant(t().app, t().db, 'host-floor-kitchen');
  host = hostCalls(t().app, { ...kitchen, cookie: kitchen.host });
  const floor = floorCalls(t().app, kitchen);
  await floor.addArea('Inside');
  const areas = floorOf((await floor.addArea('Terrace')).body).areas;
  inside = areas.find((a) => a.name === 'Inside')?.id ?? '';
  terrace = areas.find((a) => a.name === 'Terrace')?.id ?? '';
  // The owner's order puts the terrace first.
  await floor.orderAreas([terrace, inside]);
  const put = (name: string, seats: number, area: string) =>
    floor.updateTable(kitchen.tables[name] ?? '', {
      name,
      area_id: area,
      min_seats: 1,
      max_seats: seats,
      use: 'online',
    });
  await put('T2', 2, terrace);
  await put('T4', 4, inside);
  await put('T6', 6, inside);
  const added = await floor.addCombination({
    name: 'T4 + T6',
    table_ids: [kitchen.tables.T4, kitchen.tables.T6],
    min_seats: 7,
    max_seats: 10,
  });
  combination = floorOf(added.body).combinations[0]?.id ?? '';
});

describe('the host stand on the owner’s floor', () => {
  it('lists the areas in the owner’s order, each table in its area, and the combinations', async () => {
    const day = z.parse(staffServiceDayResponseSchema, (await host.day('2026-03-04')).body).results;
    expect(day.areas.map((a) => a.name)).toEqual(['Terrace', 'Inside']);
    expect(day.tables.map((table) => [table.name, table.area_id])).toEqual([
      ['T2', terrace],
      ['T4', inside],
      ['T6', inside],
    ]);
    expect(day.combinations).toEqual([
      {
        id: combination,
        name: 'T4 + T6',
        table_ids: [kitchen.tables.T4, kitchen.tables.T6],
        min_seats: 7,
        max_seats: 10,
      },
    ]);
  });

  it('shows a party on a combination with every table it occupies and the combination’s name', async () => {
    const created = await host.create(phoneBody({ party_size: 8, table_id: combination }));
    expect(created.status).toBe(201);
    const party = z.parse(staffReservationResponseSchema, created.body).results.reservation;
    expect(party.tables.map((table) => table.name)).toEqual(['T4', 'T6']);
    expect(party.combination).toEqual({ id: combination, name: 'T4 + T6' });
    const listed = z
      .parse(staffReservationListResponseSchema, (await host.list({ from: '2026-03-04', to: '2026-03-04' })).body)
      .results.reservations.find((r) => r.id === party.id);
    expect(listed?.tables.map((table) => table.name)).toEqual(['T4', 'T6']);
    expect(listed?.combination?.name).toBe('T4 + T6');
  });

  it('shows a party at a single table with that table and no combination', async () => {
    const created = await host.create(phoneBody({ start: '2026-03-04T18:00:00+01:00', party_size: 2 }));
    const party = z.parse(staffReservationResponseSchema, created.body).results.reservation;
    expect(party.tables).toEqual([{ id: kitchen.tables.T2, name: 'T2' }]);
    expect(party.combination).toBeNull();
  });

  it('lets the host move a party onto a combination and reads it back there', async () => {
    const created = await host.create(phoneBody({ start: '2026-03-04T20:30:00+01:00', party_size: 4 }));
    const party = z.parse(staffReservationResponseSchema, created.body).results.reservation;
    const moved = await host.move(party.id, combination);
    expect(moved.status).toBe(200);
    const after = z.parse(staffReservationResponseSchema, moved.body).results.reservation;
    expect([after.tables.map((table) => table.name), after.combination?.name]).toEqual([['T4', 'T6'], 'T4 + T6']);
  });

  it('sends each service’s guests and how full the room gets, a combination’s party once on all its tables', async () => {
    const date = '2026-03-05';
    await host.create(phoneBody({ start: `${date}T18:00:00+01:00`, party_size: 2 }));
    await host.create(phoneBody({ start: `${date}T20:00:00+01:00`, party_size: 8, table_id: combination }));
    const day = z.parse(staffServiceDayResponseSchema, (await host.day(date)).body).results;
    // One service, 18:00-22:00: T2 until 19:30, then T4 and T6 from 20:00 (10 of 12 seats).
    expect(day.periods).toMatchObject([{ guests: 10, parties: 2, seats_free: 2, tables_free: 0, tables: 3 }]);
    expect(day.guests_by_hour).toEqual([
      { hour: '18', guests: 2, parties: 1 },
      { hour: '20', guests: 8, parties: 1 },
    ]);
  });
});
