import type { ApiResult } from '@booking/shared/api-client/call';
import type { CodedError } from '@booking/shared/ui/error-text/error-text';

/** Why a change was refused, for the form's message: the API's error, or null for no answer. */
export type SubmitFailure = { error: CodedError | null };

/**
 * Reads a failed change: field problems the API found go to the form's fields (through
 * `setField`, which says whether the form has that field), and the rest is the form's
 * message. A lost session is `signedOut`, for the caller to send staff to sign in.
 */
export function readSubmitFailure(
  result: Extract<ApiResult<unknown>, { ok: false }>,
  setField: (apiField: string, code: string) => void,
): SubmitFailure | 'signedOut' {
  if (result.status === 401) return 'signedOut';
  if ('network' in result) return { error: null };
  const error = result.error ?? { code: 'internal' };
  if (error.code === 'invalid_input' && error.fields) {
    for (const [field, [first] = []] of Object.entries(error.fields)) if (first) setField(field, first.code);
  }
  return { error };
}
