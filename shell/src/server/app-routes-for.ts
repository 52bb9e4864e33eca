import type { FirstScreenModule } from '@booking/shared/federation/first-screen';
import { loaderConfiguration } from '@booking/shared/stores/request-stores';
import { createStaticHandler, type RouteObject } from 'react-router';
import { createAppRoutes } from '../routes';

export interface AppRoutes {
  routes: RouteObject[];
  handler: ReturnType<typeof createStaticHandler>;
}

type Area = 'merchant' | 'staff';

const built = new WeakMap<FirstScreenModule, Partial<Record<Area, AppRoutes>>>();

/**
 * The app's routes with a remote's in place, and React Router's static handler over them: made
 * once per remote module and area, not per request (building and flattening them was a tenth
 * of a drawn page's time). Nothing of a request is in them: the organization's loader answers
 * the configuration of the request it runs for, from the request's own stores in its context.
 */
export function appRoutesFor(remote: FirstScreenModule, area: Area): AppRoutes {
  const byArea = built.get(remote) ?? {};
  const cached = byArea[area];
  if (cached) return cached;
  const routes = createAppRoutes({
    organizationLoader: ({ context }) => loaderConfiguration(context),
    staffLoader: () => null,
    ...(area === 'staff' ? { staffRoutes: remote.routes } : { merchantRoutes: remote.routes }),
  });
  const made = { routes, handler: createStaticHandler(routes) };
  byArea[area] = made;
  built.set(remote, byArea);
  return made;
}
