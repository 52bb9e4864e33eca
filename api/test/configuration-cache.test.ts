import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createConfigurationCache } from '../src/http/configuration-cache';
import { MERCHANT_CACHE_MS } from '../src/http/merchant-lookup';
import { createSeededTestDb, type TestDb } from './helpers/test-db';

// The public configuration is read from the database at most once per second per process
// (every drawn page asks for it first); a save in the process forgets it at once.
let db: TestDb;
beforeAll(async () => {
  db = await createSeededTestDb();
});
afterAll(() => db.close());

/** A cache whose clock the test moves, and how many configuration queries reached the database. */
function cacheWithClock() {
  let at = 0;
  let queries = 0;
  const counting = {
    ...db,
    query: ((text: string, params?: unknown[]) => {
      if (text.includes('logo_variants')) queries += 1;
      return db.query(text, params);
    }) as typeof db.query,
  };
  const cache = createConfigurationCache(counting, 'https://api.example.test', MERCHANT_CACHE_MS, () => at);
  return {
    cache,
    queries: () => queries,
    advance: (ms: number) => {
      at += ms;
    },
  };
}
const setColor = (slug: string, color: string) =>
  db.query('UPDATE organizations SET color = $2 WHERE slug = $1', [slug, color]);
const colorOf = (configuration: Awaited<ReturnType<ReturnType<typeof cacheWithClock>['cache']['find']>>) =>
  configuration?.reservations.customization.theme.color;

describe('the configuration cache', () => {
  it('answers from memory within the second and from the database after it', async () => {
    const { cache, queries, advance } = cacheWithClock();
    await setColor('demo-salon', '#112233');
    expect(colorOf(await cache.find('demo-salon'))).toBe('#112233');
    await setColor('demo-salon', '#445566');
    advance(MERCHANT_CACHE_MS - 1);
    expect(colorOf(await cache.find('demo-salon'))).toBe('#112233');
    expect(queries()).toBe(1);
    advance(1);
    expect(colorOf(await cache.find('demo-salon'))).toBe('#445566');
    expect(queries()).toBe(2);
  });

  it('keeps each merchant apart', async () => {
    const { cache } = cacheWithClock();
    expect((await cache.find('demo-salon'))?.organization).toBe('demo-salon');
    expect((await cache.find('demo-restaurant'))?.organization).toBe('demo-restaurant');
    expect((await cache.find('demo-salon'))?.vertical).toBe('beauty');
  });

  it('keeps no answer for a merchant it did not find, so a confirmed one appears at once', async () => {
    const { cache, queries } = cacheWithClock();
    await db.query('UPDATE organizations SET confirmed_at = NULL WHERE slug = $1', ['demo-closed']);
    expect(await cache.find('demo-closed')).toBeNull();
    await db.query('UPDATE organizations SET confirmed_at = now() WHERE slug = $1', ['demo-closed']);
    expect((await cache.find('demo-closed'))?.organization).toBe('demo-closed');
    expect(queries()).toBe(2);
  });

  it('reads again at once after forget', async () => {
    const { cache, queries } = cacheWithClock();
    await setColor('demo-salon', '#778899');
    await cache.find('demo-salon');
    await setColor('demo-salon', '#aabbcc');
    cache.forget();
    expect(colorOf(await cache.find('demo-salon'))).toBe('#aabbcc');
    expect(queries()).toBe(2);
  });

  it('does not keep what a read begun before forget found: it may be the state the save replaced', async () => {
    const { cache, queries } = cacheWithClock();
    await setColor('demo-salon', '#010203');
    const before = cache.find('demo-salon');
    cache.forget();
    await setColor('demo-salon', '#040506');
    await before;
    expect(colorOf(await cache.find('demo-salon'))).toBe('#040506');
    expect(queries()).toBe(2);
  });
});
