import { describe, expect, it } from '@rstest/core';
import { type Bucket, takeToken } from './take-token';

const rule = { capacity: 3, windowMs: 60_000 };

function run(times: number[]) {
  let bucket: Bucket | undefined;
  return times.map((now) => {
    const taken = takeToken(bucket, rule, now);
    bucket = taken.bucket;
    return taken.allowed;
  });
}

describe('takeToken', () => {
  it('lets a burst up to the capacity through, then refuses', () => {
    expect(run([0, 0, 0, 0])).toEqual([true, true, true, false]);
  });

  it('refills one token per window / capacity', () => {
    expect(run([0, 0, 0, 19_999, 20_000, 20_001])).toEqual([true, true, true, false, true, false]);
  });

  it('tells how long to wait', () => {
    const full = { tokens: 0, updatedAt: 0 };
    expect(takeToken(full, rule, 5_000)).toMatchObject({ allowed: false, retryAfterMs: 15_000 });
  });

  it('never stores more than the capacity after a long pause', () => {
    expect(run([0, 10 * 60_000, 10 * 60_000, 10 * 60_000, 10 * 60_000])).toEqual([true, true, true, true, false]);
  });
});
