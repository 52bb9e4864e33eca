import type { ApiResult } from '@booking/shared/api-client/call';

/**
 * What the booking step does with the answer to its submit:
 * - `booked`: the manage token, go on;
 * - `slot_taken`: the time went to someone else (or the hold is gone): back to the time step;
 * - `retry`: the network or the server failed (or the first try is still running): the same
 *   request with the same Idempotency-Key is safe, so offer Retry in place;
 * - `unexpected`: anything else ("Try again in a moment... contact the service provider").
 */
export type SubmitOutcome = { kind: 'booked'; token: string } | { kind: 'slot_taken' | 'retry' | 'unexpected' };

const SLOT_GONE = new Set(['slot_taken', 'slot_unavailable', 'hold_not_found']);

export function submitOutcome(result: ApiResult<{ results: { manage_token: string } }>): SubmitOutcome {
  if (result.ok) return { kind: 'booked', token: result.data.results.manage_token };
  if ('network' in result) return { kind: 'retry' };
  const code = result.error?.code;
  if (code && SLOT_GONE.has(code)) return { kind: 'slot_taken' };
  if (code === 'idempotency_key_in_use' || result.status >= 500) return { kind: 'retry' };
  return { kind: 'unexpected' };
}
