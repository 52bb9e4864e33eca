import { createHash } from 'node:crypto';
import { type Bucket, type BucketRule, type Taken, takeToken } from '../domain/rate-limit/take-token';

/** Buckets one limiter keeps by default: about 19 MB at most, measured (decision 0078). */
export const DEFAULT_MAX_BUCKETS = 50_000;
/**
 * Keys longer than this are kept as their SHA-256, so an entry's size does not depend on
 * what a client sends (an "email" of 60 KB would otherwise be a 60 KB key).
 */
const MAX_KEY_LENGTH = 64;

const keyOf = (key: string) =>
  key.length <= MAX_KEY_LENGTH ? key : `#${createHash('sha256').update(key).digest('base64url')}`;

/**
 * Token buckets by key for one limiter, at most `maxBuckets` of them. When a new key would
 * exceed that, the least recently used bucket goes, never all of them: a bucket that is
 * being attacked is used on every attempt, so it stays; the one that goes has been left
 * alone longest, and is full again unless the store turns over faster than its window.
 * Callers take a client's own bucket (its address) first and a shared key's (an email, an
 * account) only once that allowed the request, so one address creates new keys at its own
 * rate and no faster. Per process, like every limit here.
 */
export function createBucketStore(maxBuckets: number = DEFAULT_MAX_BUCKETS) {
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  const buckets = new Map<string, Bucket>();
  const remember = (key: string, bucket: Bucket) => {
    buckets.delete(key);
    buckets.set(key, bucket);
    if (buckets.size > maxBuckets) {
      const oldest = buckets.keys().next().value;
      if (oldest !== undefined) buckets.delete(oldest);
    }
  };
  return {
    /** Takes one token from the key's bucket at `now` (ms), refused or not marking it used. */
    take(key: string, rule: BucketRule, now: number): Taken {
      const id = keyOf(key);
      const taken = takeToken(buckets.get(id), rule, now);
      remember(id, taken.bucket);
      return taken;
    },
    /** Gives one token back to the key's bucket, if it is still kept (a sign-in that succeeded). */
    giveBack(key: string, rule: BucketRule): void {
      const id = keyOf(key);
      const bucket = buckets.get(id);
      if (bucket) buckets.set(id, { ...bucket, tokens: Math.min(rule.capacity, bucket.tokens + 1) });
    },
    /** Whether the key has a bucket kept (for tests and the memory measurement). */
    has: (key: string) => buckets.has(keyOf(key)),
    get size() {
      return buckets.size;
    },
  };
}
export type BucketStore = ReturnType<typeof createBucketStore>;
