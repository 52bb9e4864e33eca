import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createMerchantLookup } from '../src/http/merchant-lookup';
import { createSeededTestDb, type TestDb } from './helpers/test-db';

// Merchant settings are kept per process; an owner's save forgets them so the next booking
// call here follows the saved rules.
let db: TestDb;
beforeAll(async () => {
  db = await createSeededTestDb();
});
afterAll(() => db.close());

const setMaxServices = (n: number) =>
  db.query(`UPDATE organizations SET max_services_per_appointment = $1 WHERE slug = 'demo-salon'`, [n]);
const maxServices = async (lookup: ReturnType<typeof createMerchantLookup>) => {
  const found = await lookup.publicMerchant('demo-salon');
  return found.ok ? found.value.maxServices : null;
};

describe('the merchant lookup', () => {
  it('keeps the settings until it is told to forget them', async () => {
    const lookup = createMerchantLookup(db, 60_000);
    await setMaxServices(2);
    expect(await maxServices(lookup)).toBe(2);
    await setMaxServices(4);
    expect(await maxServices(lookup)).toBe(2);
    lookup.forget();
    expect(await maxServices(lookup)).toBe(4);
  });

  it('does not keep what a read begun before forget found', async () => {
    const lookup = createMerchantLookup(db, 60_000);
    await setMaxServices(3);
    const before = maxServices(lookup);
    lookup.forget();
    await setMaxServices(5);
    await before;
    expect(await maxServices(lookup)).toBe(5);
  });
});
