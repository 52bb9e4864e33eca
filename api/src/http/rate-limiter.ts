import type { BucketRule } from '../domain/rate-limit/take-token';
import { createBucketStore, DEFAULT_MAX_BUCKETS } from '../limits/bucket-store';

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

/**
 * Per-process token buckets by key, at most `maxBuckets` of them (decision 0078). Each API
 * replica limits on its own (a client spread over N replicas gets up to N times the rate);
 * the cap on live holds per branch is counted in the database and holds across replicas.
 */
export function createRateLimiter(limits: RateLimits, maxBuckets: number = DEFAULT_MAX_BUCKETS) {
  const store = createBucketStore(maxBuckets);
  const limiter = {
    limits,
    /**
     * One token for the address, then one for each contact key (the email and phone of a
     * booking): allowed only when every bucket has one, else the wait of the first empty one.
     * Contact keys are taken only once the address allowed the request, so a flood from one
     * address creates no more contact buckets than its own rate lets through.
     */
    takeBooking(address: string, contactKeys: readonly string[], now: Date) {
      const keys: [RateLimitKind, string][] = [
        ['bookings', address],
        ...[...new Set(contactKeys)].map((key): [RateLimitKind, string] => ['contacts', key]),
      ];
      for (const [kind, key] of keys) {
        const taken = limiter.take(kind, key, now);
        if (!taken.allowed) return { allowed: false, retryAfterMs: taken.retryAfterMs };
      }
      return { allowed: true, retryAfterMs: 0 };
    },
    take(kind: RateLimitKind, client: string, now: Date) {
      return store.take(`${kind}|${client}`, limits[kind], now.getTime());
    },
  };
  return limiter;
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
