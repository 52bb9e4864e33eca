import type { RouteObject } from '@booking/shared/router';
import { matchRoutes } from '@booking/shared/router-paths';

/** What a route's `lazy` cannot change (React Router ignores them too). */
const IMMUTABLE = ['id', 'path', 'index', 'children', 'caseSensitive', 'lazy'];

type LazyFunction = () => Promise<Record<string, unknown>>;

/**
 * The routes with the lazy parts of those `pathname` matches loaded already. For a page the
 * server drew: React Router loads every matched route whose code is lazy again on its first
 * navigation, data and all, even with the server's data in hand; with their code in place it
 * starts from the server's data, so the browser neither asks the API again for what the page
 * shows nor waits for that answer before it hydrates. The route objects are copied, not
 * changed; a route's own properties win over what its lazy part brings, as in the router.
 */
export async function matchedLazyLoaded(routes: RouteObject[], pathname: string): Promise<RouteObject[]> {
  const matched = new Set((matchRoutes(routes, pathname) ?? []).map((match) => match.route));
  const loaded = new Map<RouteObject, Record<string, unknown>>();
  await Promise.all(
    [...matched].map(async (route) => {
      if (typeof route.lazy === 'function') loaded.set(route, await (route.lazy as LazyFunction)());
    }),
  );
  const copy = (route: RouteObject): RouteObject => {
    const children = route.children?.map(copy);
    const lazyPart = loaded.get(route);
    if (!lazyPart && children === undefined) return route;
    const own = { ...route, ...(children ? { children } : {}) } as Record<string, unknown>;
    if (!lazyPart) return own as RouteObject;
    delete own.lazy;
    const brought = Object.fromEntries(Object.entries(lazyPart).filter(([key]) => !IMMUTABLE.includes(key)));
    return { ...brought, ...own } as RouteObject;
  };
  return routes.map(copy);
}
