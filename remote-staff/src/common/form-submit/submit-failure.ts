import type { ApiError, ApiResult } from '@booking/shared/api-client/call';
import type { FieldError } from '@booking/shared/forms/field-errors';
import type { CodedError } from '@booking/shared/ui/error-text/error-text';

/**
 * A refused or unanswered change, read for a staff form:
 * - `signedOut`: the session ended; staff sign in again;
 * - `fields`: the refusals the form marks at its own fields (in the API's order);
 * - `message`: what is said above the form: the API's coded error, `network` when the server
 *   was not reached (the same values can be sent again), or null when the fields say it all
 *   (the form then shows the kit's "Correct all marked fields").
 */
export interface SubmitFailure<Field extends string = string> {
  signedOut: boolean;
  fields: { name: Field; error: FieldError }[];
  message: CodedError | 'network' | null;
}

/**
 * Reads a failed call. `fieldOf` names the form's field for an API field key (`start` may be
 * a time field, `addresses.0.zip` a nested one), or null when the form has none: a refusal
 * the form cannot mark is said above it, so nothing the API objected to goes unsaid.
 */
export function readSubmitFailure<Field extends string>(
  result: Extract<ApiResult<unknown>, { ok: false }>,
  fieldOf: (apiField: string) => Field | null | undefined,
): SubmitFailure<Field> {
  if ('network' in result) return { signedOut: false, fields: [], message: 'network' };
  const error: ApiError = result.error ?? { code: result.status === 401 ? 'unauthenticated' : 'internal' };
  if (result.status === 401) return { signedOut: true, fields: [], message: error };
  const refused = Object.entries(error.fields ?? {});
  const fields = refused.flatMap(([apiField, [first]]) => {
    const name = first && fieldOf(apiField);
    return first && name ? [{ name, error: first }] : [];
  });
  const allMarked = error.code === 'invalid_input' && fields.length > 0 && fields.length === refused.length;
  return { signedOut: false, fields, message: allMarked ? null : error };
}
