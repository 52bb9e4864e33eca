import { redirect } from '@booking/shared/router';
import { getRouter } from './router-instance';

/**
 * The redirect that runs a navigation again once a remote's routes are in the tree. On the
 * page's first load the URL is already the current history entry, so the redirect replaces
 * it: a push left a second entry of the same page, and Back from any freshly loaded or
 * reloaded page showed that page again. A later navigation has not committed yet, so its
 * redirect stays the one entry it pushes (replacing would drop the page it came from).
 */
export function rerunNavigation(request: Request): Response {
  const url = new URL(request.url);
  const firstLoad = !getRouter().state.initialized;
  return redirect(url.pathname + url.search + url.hash, firstLoad ? { headers: { 'X-Remix-Replace': 'true' } } : {});
}
