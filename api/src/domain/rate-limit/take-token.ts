/** A token bucket: `capacity` requests at once, refilled evenly over `windowMs`. */
export type BucketRule = { capacity: number; windowMs: number };
export type Bucket = { tokens: number; updatedAt: number };

export type Taken = { allowed: boolean; bucket: Bucket; retryAfterMs: number };

/**
 * Takes one token for a request at `now`. A burst up to the capacity passes, then the
 * client gets one request per `windowMs / capacity`: enough to pick a time, change one's
 * mind and book, far too little to hold a whole week of slots.
 */
export function takeToken(bucket: Bucket | undefined, rule: BucketRule, now: number): Taken {
  const perMs = rule.capacity / rule.windowMs;
  const refilled = bucket
    ? Math.min(rule.capacity, bucket.tokens + Math.max(0, now - bucket.updatedAt) * perMs)
    : rule.capacity;
  if (refilled >= 1) return { allowed: true, bucket: { tokens: refilled - 1, updatedAt: now }, retryAfterMs: 0 };
  return {
    allowed: false,
    bucket: { tokens: refilled, updatedAt: now },
    retryAfterMs: Math.ceil((1 - refilled) / perMs),
  };
}
