import type { ApiResult } from '@booking/shared/api-client/call';

/** What the confirm step does with the API's answer to "reserve". */
export type SubmitOutcome<T> =
  | { kind: 'reserved'; data: T }
  /** The time was taken meanwhile: back to details, the contact kept. */
  | { kind: 'time-taken' }
  /** The merchant switched online reservations off meanwhile. */
  | { kind: 'unavailable' }
  /** Not reached: the message in place and a retry with the same key. */
  | { kind: 'network' }
  /** Anything else: the generic message (a retry with the same key is still safe). */
  | { kind: 'unexpected' };

export function submitOutcome<T>(result: ApiResult<T>): SubmitOutcome<T> {
  if (result.ok) return { kind: 'reserved', data: result.data };
  if ('network' in result) return { kind: 'network' };
  const code = result.error?.code;
  if (code === 'slot_taken' || code === 'slot_unavailable') return { kind: 'time-taken' };
  if (code === 'reservations_unavailable') return { kind: 'unavailable' };
  return { kind: 'unexpected' };
}
