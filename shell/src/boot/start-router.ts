import { createBrowserRouter, type RouteObject } from '@booking/shared/router';
import { configurationStore } from '@booking/shared/stores/configuration';
import { localeStore } from '@booking/shared/stores/locale';
import { remoteRoutesBeforeRouter } from '../remotes/remote-routes';
import { createAppRoutes } from '../routes';
import { markFirstScreenDrawn } from '../telemetry/after-interactive';
import { trackPages } from '../telemetry/analytics/track-pages';
import { matchedLazyLoaded } from './matched-lazy-loaded';
import { organizationLoader } from './organization-loader';
import { MERCHANT_CONTENT_ROUTE_ID, STAFF_CONTENT_ROUTE_ID } from './route-ids';
import { setRouter } from './router-instance';
import type { ServerDrawnPage } from './server-drawn';
import { staffLoader } from './staff-loader';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The boot's second step, a chunk of its own (bootstrap.tsx): evaluating the router, the routes'
 * screens and what they import is one of the longest pieces of the start, so it runs in a task
 * apart from reading the environment and from React's render. The first navigation (the
 * configuration, the remote's routes, the page's data) starts here.
 */
export async function startRouter(drawn: ServerDrawnPage | null): Promise<StartedRouter> {
  const remoteRoutes = drawn ? await drawnRemoteRoutes(drawn) : null;
  const staff = drawn !== null && drawn.configuration === null;
  const appRoutes = createAppRoutes({
    organizationLoader,
    staffLoader,
    ...(staff ? { staffRoutes: remoteRoutes ?? undefined } : { merchantRoutes: remoteRoutes ?? undefined }),
  });
  const hydrate = drawn !== null && remoteRoutes !== null;
  // The drawn page's own routes with their code in: the router starts from the server's data.
  const routes = hydrate ? await matchedLazyLoaded(appRoutes, window.location.pathname) : appRoutes;
  const router = createBrowserRouter(routes, hydrate ? { hydrationData: drawn.hydrationData } : undefined);
  setRouter(router);
  trackPages(router);
  whenFirstNavigationSettles(router, markFirstScreenDrawn);
  return { router, hydrate, revalidateWhenHydrated: hydrate && staff };
}

export interface StartedRouter {
  router: AppRouter;
  /** The server's page is hydrated rather than drawn anew. */
  hydrate: boolean;
  /**
   * The page's loaders ran on the server without what only the browser has: the staff session,
   * a cookie of the API's origin. They run again once the page is hydrated, so a member already
   * signed in goes on to the calendar.
   */
  revalidateWhenHydrated: boolean;
}

/**
 * The drawn page's remote, loaded before the router so that its first routes are the server's.
 * A remote that does not load leaves the page to the ordinary boot, which reports and shows it.
 */
async function drawnRemoteRoutes({ configuration }: ServerDrawnPage): Promise<RouteObject[] | null> {
  const locale = localeStore.getState().locale;
  try {
    if (!configuration) return await remoteRoutesBeforeRouter(STAFF_CONTENT_ROUTE_ID, 'staff', locale);
    // What the organization's loader sets on any other first navigation (it does not run here:
    // its data is the server's).
    configurationStore.getState().setConfiguration(configuration);
    return await remoteRoutesBeforeRouter(MERCHANT_CONTENT_ROUTE_ID, configuration.vertical, locale);
  } catch {
    return null;
  }
}

/** The first navigation's loaders (configuration, remote routes, the page's data) are done and React draws it. */
function whenFirstNavigationSettles(router: AppRouter, then: () => void): void {
  const settled = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (settled()) {
    requestAnimationFrame(then);
    return;
  }
  const stop = router.subscribe(() => {
    if (!settled()) return;
    stop();
    // After the frame React commits the first screen in.
    requestAnimationFrame(then);
  });
}
