import type { CodedError } from '@booking/shared/ui/error-text/error-text';

/**
 * The API refuses a new hold with rate_limited and `max_live_holds` when this visitor already
 * keeps that many times (other tabs, or times not yet run out). The generic rate_limited text
 * speaks of attempts and a wait in seconds, neither of which is true here, so the time step
 * says what is going on instead.
 */
export function holdLimitOf(error: CodedError | null): number | null {
  if (error?.code !== 'rate_limited') return null;
  const max = error.params?.max_live_holds;
  return typeof max === 'number' ? max : null;
}
