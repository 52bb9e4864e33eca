import type { ApiResult } from '@booking/shared/api-client/call';
import { redirect } from '@booking/shared/router';
import type { CodedError } from '@booking/shared/ui/error-text/error-text';

/**
 * What a dialog's loader hands its route: the data, or why it could not be read (the API's
 * coded error, or null when the server was not reached). A failure is shown in the dialog
 * with a Retry rather than thrown to the shell's error screen, which would take the
 * calendar behind it away too.
 */
export type DialogData<T> = { ok: true; data: T } | { ok: false; error: CodedError | null };

/** The failure of a call; a lost session goes back to sign-in (thrown, as loaders redirect). */
export function failureOf(result: Extract<ApiResult<unknown>, { ok: false }>): { ok: false; error: CodedError | null } {
  if (result.status === 401) throw redirect('/staff');
  return { ok: false, error: 'network' in result ? null : (result.error ?? { code: 'internal' }) };
}

/** The staff calls carry the session cookie of the API's origin. */
export const withSession = { credentials: 'include' } as const;
