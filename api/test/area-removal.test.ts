import { tableSettingsResponseSchema } from '@booking/shared/contract/table-settings';
import { beforeAll, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { floorCalls, type OwnerRestaurant, ownerRestaurant } from './helpers/staff-restaurant';
import { useTestApp } from './helpers/test-app';
import { TEST_NOW } from './helpers/test-salon';

const t = useTestApp({ now: TEST_NOW });
let kitchen: OwnerRestaurant;
let other: OwnerRestaurant;
beforeAll(async () => {
  // The restaurant whose areas change, and another organization's.
  [kitchen, other] = [
    await ownerRestaurant(t().app, t().db, 'area-kitchen'),
    await ownerRestaurant(t().app, t().db, 'area-other'),
  ];
});
const floor = (cookie?: string) => floorCalls(t().app, kitchen, cookie);

const floorOf = (body: unknown) => z.parse(tableSettingsResponseSchema, body).results.floor;
const errorOf = (body: unknown) => (body as { error: Record<string, unknown> }).error;
const addArea = async (name: string) => {
  const area = floorOf((await floor().addArea(name)).body).areas.find((a) => a.name === name);
  if (!area) throw new Error(`area ${name} was not added`);
  return area.id;
};
const putTableIn = (table: string, area: string | null) =>
  floor().updateTable(kitchen.tables[table] ?? '', {
    name: table,
    area_id: area,
    min_seats: 1,
    max_seats: Number(table.slice(1)),
    use: 'online',
  });

describe('removing an area', () => {
  it('removes an area without tables, and the next floor has the others in their order', async () => {
    const bar = await addArea('Bar');
    const terrace = await addArea('Terrace');
    const removed = await floor().removeArea(bar);
    expect(removed.status).toBe(200);
    expect(floorOf(removed.body).areas.map((a) => a.id)).toEqual([terrace]);
    expect(floorOf((await floor().floor()).body).areas.map((a) => a.name)).toEqual(['Terrace']);
  });

  it('refuses an area with a table in service with 409 area_not_empty, and leaves it as it was', async () => {
    const inside = await addArea('Inside');
    expect((await putTableIn('T4', inside)).status).toBe(200);
    const refused = await floor().removeArea(inside);
    expect([refused.status, errorOf(refused.body)]).toEqual([409, { code: 'area_not_empty' }]);
    const { areas, tables } = floorOf((await floor().floor()).body);
    expect(areas.map((a) => a.name)).toContain('Inside');
    expect(tables.find((x) => x.name === 'T4')?.area_id).toBe(inside);
  });

  it('removes an area whose only tables are retired: they keep their history, in no area', async () => {
    const garden = await addArea('Garden');
    expect((await putTableIn('T2', garden)).status).toBe(200);
    expect((await floor().retireTable(kitchen.tables.T2 ?? '')).status).toBe(200);
    const removed = await floor().removeArea(garden);
    expect(removed.status).toBe(200);
    const t2 = floorOf(removed.body).tables.find((x) => x.id === kitchen.tables.T2);
    expect(t2).toMatchObject({ retired: true, area_id: null });
  });

  it('answers 404 area_not_found for an area removed already or never the branch’s', async () => {
    const gone = await addArea('Gone');
    await floor().removeArea(gone);
    const again = await floor().removeArea(gone);
    expect([again.status, errorOf(again.body)]).toEqual([404, { code: 'area_not_found' }]);
    const [theirs] = floorOf((await floorCalls(t().app, other).addArea('Theirs')).body).areas;
    const foreign = await floor().removeArea(theirs?.id ?? '');
    expect([foreign.status, errorOf(foreign.body)]).toEqual([404, { code: 'area_not_found' }]);
  });

  it('is the owner’s: 401 without a session, 403 owner_only for staff, 404 in another organization', async () => {
    const area = await addArea('Lounge');
    expect((await floor('').removeArea(area)).status).toBe(401);
    const asStaff = await floor(kitchen.host).removeArea(area);
    expect([asStaff.status, errorOf(asStaff.body)]).toEqual([403, { code: 'owner_only' }]);
    const across = await floor(other.owner).removeArea(area);
    expect([across.status, errorOf(across.body)]).toEqual([404, { code: 'branch_not_found' }]);
    expect(floorOf((await floor().floor()).body).areas.map((a) => a.name)).toContain('Lounge');
  });
});
