/** A half-open time range [start, end) in epoch milliseconds. */
export type Interval = { start: number; end: number };

/** Something that occupies an employee. A hold counts only until it expires. */
export type Busy = Interval & {
  kind: 'appointment' | 'hold' | 'absence';
  /** Holds only: when the hold stops counting. */
  expiresAt?: number | null;
  /** The appointment or hold row, so a reschedule can ignore its own old time. */
  id?: string | null;
};

/** Whether `busy` still blocks time at `now`: an expired hold frees its slot by itself. */
export function isLive(busy: Busy, now: number): boolean {
  return busy.kind !== 'hold' || busy.expiresAt == null || busy.expiresAt > now;
}

/** The live intervals, sorted and merged, ready for a sweep; `ignoreId` is left out. */
export function blockingIntervals(busy: readonly Busy[], now: number, ignoreId?: string | null): Interval[] {
  const live = busy
    .filter((b) => isLive(b, now) && (ignoreId == null || b.id !== ignoreId))
    .map(({ start, end }) => ({ start, end }))
    .sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const next of live) {
    const last = merged.at(-1);
    if (last && next.start <= last.end) last.end = Math.max(last.end, next.end);
    else merged.push(next);
  }
  return merged;
}

/** Whether an expired hold still occupies part of [start, end): a write must purge it first. */
export function hasExpiredHold(busy: readonly Busy[], range: Interval, now: number): boolean {
  return busy.some((b) => b.kind === 'hold' && !isLive(b, now) && b.start < range.end && range.start < b.end);
}
