import { type Bucket, type BucketRule, takeToken } from '../domain/rate-limit/take-token';

export type RateLimitKind = 'holds' | 'bookings';
export type RateLimits = Record<RateLimitKind, BucketRule> & { maxLiveHoldsPerClient: number };

/** Spec-free defaults: a burst of 10 holds or bookings, then one every 6 s, per client. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  holds: { capacity: 10, windowMs: 60_000 },
  bookings: { capacity: 10, windowMs: 60_000 },
  maxLiveHoldsPerClient: 3,
};

const MAX_TRACKED = 50_000;

/**
 * Per-process token buckets by client. Each API replica limits on its own (a client
 * spread over N replicas gets up to N times the rate); the cap on live holds per client
 * is counted in the database and holds across replicas.
 */
export function createRateLimiter(limits: RateLimits) {
  const buckets = new Map<string, Bucket>();
  const limiter = {
    limits,
    /**
     * One token from each key's bucket (the address, and the email and phone of a booking):
     * allowed only when every key has one, else the longest wait of them.
     */
    takeAll(kind: RateLimitKind, keys: readonly string[], now: Date) {
      let retryAfterMs = 0;
      for (const key of new Set(keys)) {
        const taken = limiter.take(kind, key, now);
        if (!taken.allowed) retryAfterMs = Math.max(retryAfterMs, taken.retryAfterMs);
      }
      return { allowed: retryAfterMs === 0, retryAfterMs };
    },
    take(kind: RateLimitKind, client: string, now: Date) {
      const key = `${kind}|${client}`;
      const taken = takeToken(buckets.get(key), limits[kind], now.getTime());
      // A bucket idle for a whole window is full again: forgetting it changes nothing.
      if (buckets.size >= MAX_TRACKED) {
        for (const [known, bucket] of buckets) {
          if (now.getTime() - bucket.updatedAt >= limits[kind].windowMs) buckets.delete(known);
        }
      }
      buckets.set(key, taken.bucket);
      return taken;
    },
  };
  return limiter;
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
