/** Up to 2 retries on network failure, 408, 429 or 5xx, waiting (n+1) s. */
export const MAX_RETRIES = 2;

export type Outcome = { kind: 'network' } | { kind: 'response'; status: number };

export function isRetryable(outcome: Outcome): boolean {
  if (outcome.kind === 'network') return true;
  const { status } = outcome;
  return status === 408 || status === 429 || (status >= 500 && status <= 599);
}

/** Delay before retry number `retry` (0-based): 1 s, then 2 s. */
export function retryDelayMs(retry: number): number {
  return (retry + 1) * 1000;
}
