import { describe, expect, it } from '@rstest/core';
import { createBucketStore } from './bucket-store';

const rule = { capacity: 2, windowMs: 60_000 };

describe('createBucketStore', () => {
  it('keeps at most its capacity of buckets however many keys come', () => {
    const store = createBucketStore(100);
    for (let i = 0; i < 1_000; i++) store.take(`client|${i}`, rule, 0);
    expect(store.size).toBe(100);
  });

  it('evicts the least recently used bucket, one at a time, never all', () => {
    const store = createBucketStore(3);
    store.take('a', rule, 0);
    store.take('b', rule, 1);
    store.take('c', rule, 2);
    // Using `a` again, even refused, makes `b` the least recent.
    store.take('a', rule, 3);
    store.take('d', rule, 4);
    expect(['a', 'b', 'c', 'd'].map(store.has)).toEqual([true, false, true, true]);
    store.take('e', rule, 5);
    expect(['a', 'c', 'd', 'e'].map(store.has)).toEqual([true, false, true, true]);
  });

  it('keeps an attacked key empty while other keys come and go around it', () => {
    const store = createBucketStore(10);
    store.take('victim', rule, 0);
    store.take('victim', rule, 0);
    for (let i = 0; i < 1_000; i++) {
      store.take(`other|${i}`, rule, i);
      // The attacker tries the victim's key between every other key.
      if (i % 5 === 0) expect(store.take('victim', rule, i).allowed).toBe(false);
    }
    expect(store.has('victim')).toBe(true);
  });

  it('refills on the clock it is given, and gives a token back to a kept bucket', () => {
    const store = createBucketStore(10);
    expect([0, 0, 0].map((now) => store.take('k', rule, now).allowed)).toEqual([true, true, false]);
    expect(store.take('k', rule, 29_999).allowed).toBe(false);
    expect(store.take('k', rule, 30_000).allowed).toBe(true);
    store.giveBack('k', rule);
    expect(store.take('k', rule, 30_000).allowed).toBe(true);
    expect(store.take('k', rule, 30_000).allowed).toBe(false);
  });

  it('keeps a long key at a fixed size, still apart from other long keys', () => {
    const store = createBucketStore(10);
    const long = (c: string) => `perEmail|${c.repeat(60_000)}@example.test`;
    store.take(long('a'), rule, 0);
    store.take(long('a'), rule, 0);
    expect(store.take(long('a'), rule, 0).allowed).toBe(false);
    expect(store.take(long('b'), rule, 0).allowed).toBe(true);
  });
});
