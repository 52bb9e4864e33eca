import type { Configuration } from '@booking/shared/contract/configuration';
import { getConfiguration } from '../db/configuration-repo';
import type { Db } from '../db/db';
import { createBriefCache } from './brief-cache';
import { MERCHANT_CACHE_MS } from './merchant-lookup';

/**
 * The public configuration of each merchant, read at most once per second per process: every
 * page the shell draws asks for it first, and it changes only when its owner saves. Kept as
 * brief-cache.ts says: only found configurations, so an unknown or unconfirmed merchant
 * appears as soon as it exists, and forgotten at once by a save in this process. `apiBase`
 * (where the image addresses point) is fixed per process, so it is not part of the key.
 */
export function createConfigurationCache(db: Db, apiBase: string, ttlMs = MERCHANT_CACHE_MS, clock?: () => number) {
  const kept = createBriefCache<Configuration | null>({ ttlMs, keep: (found) => found !== null, clock });
  return {
    find: (slug: string): Promise<Configuration | null> => kept.read(slug, () => getConfiguration(db, slug, apiBase)),
    forget: kept.forget,
  };
}
export type ConfigurationCache = ReturnType<typeof createConfigurationCache>;
