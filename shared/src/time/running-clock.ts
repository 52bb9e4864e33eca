/**
 * A clock that read `start` at the real instant `startedAt` and runs on at real speed: holds
 * still expire and countdowns still tick, but the day and the hour are the ones chosen. Every
 * process that reads it with the same pair agrees on the time (decision 0036).
 */
export function runningClock(start: number, startedAt: number, realNow: () => number = Date.now): () => number {
  const offset = start - startedAt;
  return () => realNow() + offset;
}
