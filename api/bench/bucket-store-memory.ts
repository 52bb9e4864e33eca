/**
 * Measures what one limiter's bucket store holds at its bound (decision 0078): the store
 * filled with the longest keys it keeps as they are (64 characters), against an empty heap.
 * Run: node --expose-gc --import tsx bench/bucket-store-memory.ts
 */
import { createBucketStore, DEFAULT_MAX_BUCKETS } from '../src/limits/bucket-store';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const rule = { capacity: 10, windowMs: 60_000 };

gc();
const before = process.memoryUsage().heapUsed;
const store = createBucketStore(DEFAULT_MAX_BUCKETS);
for (let i = 0; i < DEFAULT_MAX_BUCKETS * 2; i++) {
  store.take(`resetRequests|${String(i).padStart(50, 'x')}`, rule, i);
}
gc();
const used = process.memoryUsage().heapUsed - before;
process.stdout.write(
  `${store.size} buckets: ${(used / 1e6).toFixed(1)} MB, ${Math.round(used / store.size)} bytes per bucket\n`,
);
