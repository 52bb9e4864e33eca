import { instantOf } from '@booking/shared/time/instant-of';
import type { Period } from './grid-geometry';

/** An API period (zoned strings) as instants. */
export const periodOf = (p: { start: string; end: string }): Period => ({
  start: instantOf(p.start),
  end: instantOf(p.end),
});
