import { redirect } from '@booking/shared/router';
import { getRouter } from './router-instance';

/**
 * The redirect that runs a navigation again once a remote's routes are in the tree. On the
 * page's first load the URL is already the current history entry, so the redirect replaces
 * it: a push left a second entry of the same page, and Back from any freshly loaded or
 * reloaded page showed that page again. A later navigation has not committed yet, so its
 * redirect stays the one entry it pushes (replacing would drop the page it came from).
 *
 * A Request's URL never has a fragment, so the fragment comes from the router's location:
 * an emailed link carries its token there (`/staff/confirm-email#token=...`), and it must
 * survive the remote's first load.
 */
export function rerunNavigation(request: Request): Response {
  const url = new URL(request.url);
  const router = getRouter();
  const firstLoad = !router.state.initialized;
  const target = firstLoad ? router.state.location : router.state.navigation.location;
  const hash = target?.pathname === url.pathname ? target.hash : '';
  return redirect(url.pathname + url.search + hash, firstLoad ? { headers: { 'X-Remix-Replace': 'true' } } : {});
}
