import { createBrowserRouter } from '@booking/shared/router';
import { createAppRoutes } from '../routes';
import { markFirstScreenDrawn } from '../telemetry/after-interactive';
import { trackPages } from '../telemetry/analytics/track-pages';
import { setRouter } from './router-instance';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The boot's second step, a chunk of its own (bootstrap.tsx): evaluating the router, the routes'
 * screens and what they import is one of the longest pieces of the start, so it runs in a task
 * apart from reading the environment and from React's render. The first navigation (the
 * configuration, the remote's routes, the page's data) starts here.
 */
export function startRouter(): AppRouter {
  const router = createBrowserRouter(createAppRoutes());
  setRouter(router);
  trackPages(router);
  whenFirstNavigationSettles(router, markFirstScreenDrawn);
  return router;
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
