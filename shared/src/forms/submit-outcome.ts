import type { ApiError, ApiResult } from '../api-client/call';
import type { ErrorCode } from '../errors/codes';
import type { FieldError } from './field-errors';

/** Waits before the automatic second and third try of a request that carries an Idempotency-Key. */
export const AUTO_RETRY_WAITS_MS = [1000, 2000] as const;

/** Gateway and overload answers: the request most likely never ran, so the same key again is safe. */
const NOT_RUN = new Set([502, 503, 504]);

/**
 * What a form does with the answer to its submit, the same for every form:
 * - `done`: the change was made;
 * - `retry`: the server was not reached (`network`) or failed (`server`); the same values
 *   (and the same Idempotency-Key) may be sent again, so "Retry" is offered in place.
 *   `auto` marks the answers that are sent again without asking first, when the request
 *   carries an Idempotency-Key: the key still in use by the first try, or a gateway that
 *   never passed the request on;
 * - `signed-out`: the session ended;
 * - `refused`: the API said no. `fields` are the refusals the form marks at its own fields;
 *   `error` is what is said in words (null when the marked fields say it all).
 */
export type SubmitOutcome<T, Field extends string = string> =
  | { kind: 'done'; data: T }
  | { kind: 'retry'; cause: 'network' | 'server'; auto: boolean; error: ApiError | null }
  | { kind: 'signed-out' }
  | { kind: 'refused'; fields: { name: Field; error: FieldError }[]; error: ApiError | null };

/**
 * Reads an answer. `fieldOf` names the form's field for an API field key (`start` may be a
 * time field, `addresses.0.zip` a nested one), or null when the form has none: a refusal the
 * form cannot mark is said in words, so nothing the API objected to goes unsaid.
 */
export function submitOutcome<T, Field extends string = string>(
  result: ApiResult<T>,
  fieldOf: (apiField: string) => Field | null | undefined = () => null,
): SubmitOutcome<T, Field> {
  if (result.ok) return { kind: 'done', data: result.data };
  if ('network' in result) return { kind: 'retry', cause: 'network', auto: false, error: null };
  if (result.status === 401) return { kind: 'signed-out' };
  const { error, status } = result;
  if (error?.code === 'idempotency_key_in_use') return { kind: 'retry', cause: 'server', auto: true, error };
  if (status >= 500 || !error) return { kind: 'retry', cause: 'server', auto: NOT_RUN.has(status), error };
  const refused = Object.entries(error.fields ?? {});
  const fields = refused.flatMap(([apiField, [first]]) => {
    const name = first && fieldOf(apiField);
    return first && name ? [{ name, error: first }] : [];
  });
  const allMarked = error.code === 'invalid_input' && fields.length > 0 && fields.length === refused.length;
  return { kind: 'refused', fields, error: allMarked ? null : error };
}

/**
 * How long to wait before sending the same request again without asking, or null to stop and
 * offer Retry: only a request that carries an Idempotency-Key is repeated on its own (the API
 * answers a repeated key with the first answer, so nothing happens twice), and at most as
 * often as there are waits.
 */
export function autoRetryWait(outcome: SubmitOutcome<unknown>, attempt: number, idempotent: boolean): number | null {
  if (!idempotent || outcome.kind !== 'retry' || !outcome.auto) return null;
  return AUTO_RETRY_WAITS_MS[attempt] ?? null;
}

/** A refusal the form answers in its own way (a time taken meanwhile: back to the time choice). */
export function refusedWith(outcome: SubmitOutcome<unknown> | null, codes: readonly ErrorCode[]): boolean {
  return outcome?.kind === 'refused' && outcome.error !== null && codes.includes(outcome.error.code);
}
