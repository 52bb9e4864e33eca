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
  return {
    limits,
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
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
