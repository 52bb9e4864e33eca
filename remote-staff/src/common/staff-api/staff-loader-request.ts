import { loaderOnServer, loaderOrigin } from '@booking/shared/stores/request-stores';

/**
 * Whether a loader can see the staff session: not while the server draws the page, since the
 * session is a cookie of the API's origin, which the page's server never receives.
 */
export function staffSessionInReach(context: unknown): boolean {
  return !loaderOnServer(context);
}

/** The origin of the page a loader runs for: the public page's full address is built on it. */
export function staffPageOrigin(context: unknown): string {
  return loaderOrigin(context);
}
