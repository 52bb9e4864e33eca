import { type ApiAccess, loaderApi, useApi } from '@booking/shared/api-client/api-access';
import { useMemo } from 'react';

/** Where a staff member whose session ended goes: the sign-in form. */
export const STAFF_SIGN_IN = '/staff';

/**
 * The staff session rides on every call as an httpOnly cookie of the API's origin, and an
 * ended one (401) goes back to sign in: loaders throw the redirect there, writes say it in
 * their form (`useSubmit`'s `onSignedOut`). Added to the page's access in this one place, so
 * no loader or write of this remote builds its own.
 */
function staffAccess(access: ApiAccess): ApiAccess {
  return { ...access, credentials: 'include', signInPath: STAFF_SIGN_IN };
}

/** The staff API a route loader calls, from its `context`, with its request's `signal` (a route left stops the calls). */
export function staffLoaderApi(context: unknown, signal?: AbortSignal): ApiAccess & { signal?: AbortSignal } {
  return { ...staffAccess(loaderApi(context)), ...(signal ? { signal } : {}) };
}

/** The staff API a component and its writes call: the same value while the API base is, so effects may depend on it. */
export function useStaffApi(): ApiAccess {
  const { apiBase } = useApi();
  return useMemo(() => staffAccess({ apiBase }), [apiBase]);
}

/**
 * The API of the account pages before a session (sign-up, the emailed links, a page address
 * checked as it is typed): no cookie is sent. Stable like `useStaffApi`.
 */
export function useAccountApi(): ApiAccess {
  const { apiBase } = useApi();
  return useMemo(() => ({ apiBase }), [apiBase]);
}
