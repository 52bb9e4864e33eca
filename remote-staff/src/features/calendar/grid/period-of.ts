import { instantOf } from '@booking/shared/contract/zoned-time';
import type { Period } from './grid-geometry';

/** An API period (zoned strings) as instants. */
export const periodOf = (p: { start: string; end: string }): Period => ({
  start: instantOf(p.start).getTime(),
  end: instantOf(p.end).getTime(),
});
