import { type Bucket, type BucketRule, takeToken } from '../domain/rate-limit/take-token';

/** Holds and bookings by network address; bookings also by the email and phone they carry. */
export type RateLimitKind = 'holds' | 'bookings' | 'contacts';
export type RateLimits = Record<RateLimitKind, BucketRule> & { maxLiveHoldsPerBranch: number };

/**
 * Sized for an address a mobile carrier shares among many customers (decision 0045): 50
 * visitors behind one address each try a few times and book within a minute. The address
 * limits only stop floods; what keeps a calendar from being held is the cap per branch,
 * and what keeps one person's inbox and phone from floods is the limit by contact.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  holds: { capacity: 300, windowMs: 60_000 },
  bookings: { capacity: 300, windowMs: 60_000 },
  contacts: { capacity: 10, windowMs: 60_000 },
  maxLiveHoldsPerBranch: 100,
};

const MAX_TRACKED = 50_000;

/**
 * Per-process token buckets by key. Each API replica limits on its own (a client spread
 * over N replicas gets up to N times the rate); the cap on live holds per branch is counted
 * in the database and holds across replicas.
 */
export function createRateLimiter(limits: RateLimits) {
  const buckets = new Map<string, Bucket>();
  const limiter = {
    limits,
    /**
     * One token for the address and one for each contact key (the email and phone of a
     * booking): allowed only when every bucket has one, else the longest wait of them.
     */
    takeBooking(address: string, contactKeys: readonly string[], now: Date) {
      const taken = [
        limiter.take('bookings', address, now),
        ...[...new Set(contactKeys)].map((key) => limiter.take('contacts', key, now)),
      ];
      const retryAfterMs = Math.max(0, ...taken.map((t) => (t.allowed ? 0 : t.retryAfterMs)));
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
