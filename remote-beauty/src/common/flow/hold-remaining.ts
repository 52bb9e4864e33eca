import { instantOf } from '@booking/shared/time/instant-of';

/** Whole seconds left on a hold at `now` (never below 0). */
export function holdSecondsLeft(expiresAt: string, now: number): number {
  return Math.max(0, Math.ceil((instantOf(expiresAt) - now) / 1000));
}

/**
 * What a screen reader hears of the countdown: the whole minutes left, so the live region
 * changes once a minute (not every second), and then once more in the last minute.
 * `null` once the hold has run out.
 */
export function holdAnnouncement(secondsLeft: number): { minutes: number } | { underAMinute: true } | null {
  if (secondsLeft <= 0) return null;
  if (secondsLeft < 60) return { underAMinute: true };
  return { minutes: Math.ceil(secondsLeft / 60) };
}

/** `m:ss` for the visible countdown. */
export function clockText(secondsLeft: number): string {
  const minutes = Math.floor(secondsLeft / 60);
  const seconds = secondsLeft % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
