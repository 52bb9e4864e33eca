const MAX_ENTRIES = 10_000;

export type BriefCacheOptions<T> = {
  /** How long an answer is reused: a change made by another process shows within this. */
  ttlMs: number;
  /** Which answers are kept: only found ones, so what appears later is seen at once. */
  keep: (value: T) => boolean;
  /** The process's monotonic clock by default: this is about load, not about time. */
  clock?: (() => number) | undefined;
};

/**
 * Answers the public pages ask for on every request and an owner's save rarely changes, read
 * from the database at most once per `ttlMs` per key instead of once per request. `forget`
 * drops them all after a save in this process, so its next request reads the saved state;
 * other processes (several APIs over one PostgreSQL) keep their copy for at most `ttlMs`. A
 * read that began before `forget` is answered but not kept: it may hold what the save
 * replaced. The number of keys is bounded: past it, everything is read again.
 */
export function createBriefCache<T>({ ttlMs, keep, clock = () => performance.now() }: BriefCacheOptions<T>) {
  const entries = new Map<string, { at: number; value: T }>();
  let generation = 0;
  return {
    async read(key: string, load: () => Promise<T>): Promise<T> {
      const now = clock();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      const started = generation;
      const value = await load();
      if (!keep(value) || started !== generation) return value;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(key, { at: now, value });
      return value;
    },
    forget(): void {
      generation += 1;
      entries.clear();
    },
  };
}
export type BriefCache<T> = ReturnType<typeof createBriefCache<T>>;
