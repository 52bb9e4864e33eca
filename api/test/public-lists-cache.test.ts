import { branchSettingsListResponseSchema } from '@booking/shared/contract/branch-settings';
import { branchListResponseSchema } from '@booking/shared/contract/branches';
import { serviceSettingsResponseSchema } from '@booking/shared/contract/service-settings';
import { serviceListResponseSchema } from '@booking/shared/contract/services';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { createBranch } from '../src/commands/create-branch';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { MERCHANT_CACHE_MS } from '../src/http/merchant-lookup';
import { createPublicLists } from '../src/http/public-lists';
import { type OwnerSalon, ownerSalon } from './helpers/owner-calls';
import { staffCall } from './helpers/staff-calls';
import { appOver, call, testClock } from './helpers/test-app';
import { createTestDb, type TestDb } from './helpers/test-db';
import { createTestSalon, TEST_NOW } from './helpers/test-salon';

/*
 * The public branch list and a branch's services are kept per process, as the configuration
 * is; any staff write in the process forgets them. The app keeps them a minute here, so only
 * a save, never the clock, can make a change show. Every query the app sends is counted, and
 * one can be held back after it has read, as a slow database would.
 */
let db: TestDb;
let app: ReturnType<typeof appOver>;
let salon: OwnerSalon;
let queries = 0;
let held: { matches: (sql: string) => boolean; reached: () => void; released: Promise<void> } | null = null;
beforeAll(async () => {
  db = await createTestDb();
  await migrate(db);
  app = appOver(counting(), testClock(TEST_NOW), undefined, undefined, { merchantCacheMs: 60_000 });
  salon = await ownerSalon(app, db, 'kept-salon');
});
afterAll(() => db.close());

function counting(): TestDb {
  const query = async (sql: string, params?: readonly unknown[]) => {
    queries += 1;
    const rows = await db.query(sql, params);
    const hold = held?.matches(sql) ? held : null;
    if (hold) {
      held = null;
      hold.reached();
      await hold.released;
    }
    return rows;
  };
  return { ...db, query: query as Db['query'] };
}
const queriesOf = async (read: () => Promise<unknown>) => {
  const before = queries;
  await read();
  return queries - before;
};

const BRANCHES = '/v0/organizations/kept-salon/branches';
const SERVICES = `${BRANCHES}/main/services`;
const branches = async () => z.parse(branchListResponseSchema, (await call(app, BRANCHES)).body).results.branches;
const services = async () => z.parse(serviceListResponseSchema, (await call(app, SERVICES)).body).results.services;
const cut = async () => (await services()).find((service) => service.name.startsWith('Cut'));
const owner = (method: string, path: string, body?: unknown) => staffCall(app, salon.owner, method, path, body);
const settings = async () =>
  z.parse(serviceSettingsResponseSchema, (await owner('GET', '/v0/staff/settings/services')).body).results;
/** Saves the test salon's cut as the owner's screen does, with the fields given changed. */
const saveCut = async (change: Record<string, unknown>) => {
  const current = (await settings()).services.find((service) => service.id === salon.services.cut);
  if (!current) throw new Error('the test salon has no cut');
  const { id, position, future_appointments, ...fields } = current;
  const saved = await owner('PUT', `/v0/staff/settings/services/${id}`, { ...fields, ...change });
  expect(saved.status).toBe(200);
};
const BRANCH_SETTINGS = '/v0/staff/settings/branches';
/** Saves the test salon's branch as the owner's screen does, under another name. */
const renameBranch = async (name: string) => {
  const listed = (await owner('GET', BRANCH_SETTINGS)).body;
  const current = z
    .parse(branchSettingsListResponseSchema, listed)
    .results.branches.find((b) => b.id === salon.branchId);
  if (!current) throw new Error('the test salon has no branch');
  const { id, timezone_locked, closed, ...fields } = current;
  return owner('PUT', `${BRANCH_SETTINGS}/${id}`, { ...fields, name });
};

describe('within the time kept', () => {
  it('answers a second read of either list without a query, and tells browsers to ask each time', async () => {
    for (const path of [BRANCHES, SERVICES]) {
      const first = await call(app, path);
      let second: Awaited<ReturnType<typeof call>> | undefined;
      expect(await queriesOf(async () => (second = await call(app, path)))).toBe(0);
      expect(second?.body).toEqual(first.body);
      expect(second?.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('reads the database again once the second is over, so another process shows a save within it', async () => {
    let at = 0;
    const before = queries;
    const lists = createPublicLists(counting(), MERCHANT_CACHE_MS, () => at);
    await lists.services('kept-salon', 'main');
    at = MERCHANT_CACHE_MS - 1;
    await lists.services('kept-salon', 'main');
    expect(queries - before).toBe(3);
    at = MERCHANT_CACHE_MS;
    await lists.services('kept-salon', 'main');
    expect(queries - before).toBe(6);
  });
});

describe("an owner's save shows in the very next public answer", () => {
  it("a service's name, price and duration", async () => {
    expect(await cut()).toMatchObject({ name: 'Cut', duration_minutes: 30, price: { amount_minor: 3000 } });
    await saveCut({ name: 'Cut and dry', duration_minutes: 45, price_minor: 3900 });
    expect(await cut()).toMatchObject({ name: 'Cut and dry', duration_minutes: 45, price: { amount_minor: 3900 } });
  });

  it('a service taken off the branch, and given back to it', async () => {
    expect(await cut()).toBeDefined();
    await saveCut({ branch_ids: [] });
    expect(await cut()).toBeUndefined();
    await saveCut({ branch_ids: [salon.branchId] });
    expect(await cut()).toBeDefined();
  });

  it("a category's new name", async () => {
    const [category] = (await settings()).categories;
    expect((await cut())?.category).toBe(category?.name);
    const renamed = await owner('PUT', `/v0/staff/settings/service-categories/${category?.id}`, { name: 'Hair' });
    expect(renamed.status).toBe(200);
    expect((await cut())?.category).toBe('Hair');
  });

  it("a branch's new name, and a closed branch gone from both lists until it reopens", async () => {
    const path = `${BRANCH_SETTINGS}/${salon.branchId}`;
    expect((await branches()).map((branch) => branch.name)).toEqual(['Main']);
    expect((await renameBranch('Main Street')).status).toBe(200);
    expect((await branches()).map((branch) => branch.name)).toEqual(['Main Street']);
    expect((await owner('POST', `${path}/close`, { on_appointments: 'keep' })).status).toBe(200);
    expect(await branches()).toEqual([]);
    expect((await call(app, SERVICES)).body).toEqual({ error: { code: 'branch_not_found' } });
    expect((await owner('POST', `${path}/reopen`)).status).toBe(200);
    expect((await branches()).map((branch) => branch.name)).toEqual(['Main Street']);
    expect(await cut()).toBeDefined();
  });

  it('the page switched off: both lists answer as not found', async () => {
    expect(await branches()).toHaveLength(1);
    expect(await cut()).toBeDefined();
    expect((await owner('PUT', '/v0/staff/settings/live', { live: false })).status).toBe(200);
    for (const path of [BRANCHES, SERVICES]) {
      expect((await call(app, path)).body).toEqual({ error: { code: 'merchant_not_found' } });
    }
    expect((await owner('PUT', '/v0/staff/settings/live', { live: true })).status).toBe(200);
    expect(await branches()).toHaveLength(1);
  });
});

describe('what was not found is not kept', () => {
  it('a merchant created after its 404, by another process, is listed at once', async () => {
    const path = '/v0/organizations/later-salon/branches';
    expect((await call(app, path)).body).toEqual({ error: { code: 'merchant_not_found' } });
    await createTestSalon(db, 'later-salon');
    expect((await call(app, path)).status).toBe(200);
    expect((await call(app, `${path}/main/services`)).status).toBe(200);
  });

  it('a branch created after its 404, by another process, answers at its address at once', async () => {
    const path = `${BRANCHES}/second/services`;
    expect((await call(app, path)).body).toEqual({ error: { code: 'branch_not_found' } });
    const second = { slug: 'second', name: 'Second', street: 'Weg 2', zip: '10115', city: 'Berlin', country: 'DE' };
    expect((await createBranch(db, salon.organizationId, { ...second, timezone: 'Europe/Berlin' })).ok).toBe(true);
    expect((await call(app, path)).body).toEqual({ results: { services: [] } });
  });
});

describe('a read begun before a save', () => {
  it('is answered, but does not put back the list the save replaced', async () => {
    await saveCut({ name: 'Cut' });
    let reached = () => {};
    let release = () => {};
    const waiting = new Promise<void>((resolve) => {
      reached = resolve;
    });
    held = {
      matches: (sql) => sql.includes('JOIN branch_services bs ON bs.service_id = s.id'),
      reached: () => reached(),
      released: new Promise((resolve) => {
        release = resolve;
      }),
    };
    const begun = call(app, SERVICES);
    await waiting;
    await saveCut({ name: 'Cut and style' });
    release();
    const first = z.parse(serviceListResponseSchema, (await begun).body).results.services;
    expect(first.map((service) => service.name)).toContain('Cut');
    expect((await cut())?.name).toBe('Cut and style');
  });
});
