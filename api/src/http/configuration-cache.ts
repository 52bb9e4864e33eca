import type { Configuration } from '@booking/shared/contract/configuration';
import { getConfiguration } from '../db/configuration-repo';
import type { Db } from '../db/db';
import { MERCHANT_CACHE_MS } from './merchant-lookup';

const MAX_ENTRIES = 10_000;

/**
 * The public configuration of each merchant, read at most once per second per process: every
 * page the shell draws asks for it first, and it changes only when its owner saves. Only
 * found configurations are kept, so an unknown or unconfirmed merchant appears as soon as it
 * exists. A save in this process forgets every entry at once (`forget`), so the owner sees it
 * on the next request; other processes (several APIs over one PostgreSQL) keep their copy for
 * at most `ttlMs`, so a change shows everywhere within that second. `apiBase` (where the image
 * addresses point) is fixed per process, so it is not part of the key. The clock is the
 * process's monotonic one, as in merchant-lookup: this is about load, not about time.
 */
export function createConfigurationCache(
  db: Db,
  apiBase: string,
  ttlMs = MERCHANT_CACHE_MS,
  clock: () => number = () => performance.now(),
) {
  const cache = new Map<string, { at: number; configuration: Configuration }>();
  // A read that began before a save must not put back what the save replaced.
  let generation = 0;
  return {
    async find(slug: string): Promise<Configuration | null> {
      const now = clock();
      const hit = cache.get(slug);
      if (hit && now - hit.at < ttlMs) return hit.configuration;
      const started = generation;
      const configuration = await getConfiguration(db, slug, apiBase);
      if (!configuration || started !== generation) return configuration;
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(slug, { at: now, configuration });
      return configuration;
    },
    forget(): void {
      generation += 1;
      cache.clear();
    },
  };
}
export type ConfigurationCache = ReturnType<typeof createConfigurationCache>;
