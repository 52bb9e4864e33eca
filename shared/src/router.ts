/**
 * The one router every app uses. Shared as a Module Federation singleton instead of
 * `react-router` itself: a shared package cannot be tree-shaken, so re-exporting only
 * what the apps use keeps about 30 KiB off every first visit (docs/decisions/0004).
 *
 * The shell ships this module to every remote, so a remote can only use what the deployed
 * shell exports: the list covers what the journeys need (forms, fetchers, search params,
 * navigation blocking) in one shell release, and a remote that needs more than the deployed
 * shell offers says so with `requiresShell` (federation/remote-contract.ts).
 */
import { useActionData, useLoaderData } from 'react-router';

export type {
  ActionFunctionArgs,
  Blocker,
  BlockerFunction,
  FetcherWithComponents,
  LoaderFunctionArgs,
  NavLinkProps,
  Params,
  RouteObject,
  SubmitFunction,
  UIMatch,
} from 'react-router';
export {
  createBrowserRouter,
  Form,
  generatePath,
  isRouteErrorResponse,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  redirect,
  useActionData,
  useBlocker,
  useFetcher,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRevalidator,
  useRouteError,
  useSearchParams,
  useSubmit,
} from 'react-router';

// biome-ignore lint/suspicious/noExplicitAny: a loader or action of any arguments
type DataFunction = (...args: any[]) => unknown;

/**
 * What a loader or action leaves for its route: its resolved value minus the `Response`s
 * (redirects), which the router follows instead of storing. In data mode nothing is
 * serialized, so this is the loader's own type (React Router's `SerializeFrom` would turn
 * dates into strings).
 */
export type RouteData<F extends DataFunction> = Exclude<Awaited<ReturnType<F>>, Response>;

/** `useTypedLoaderData<typeof loader>()`: the route's loader data as its loader declares it. */
export function useTypedLoaderData<F extends DataFunction>(): RouteData<F> {
  // The one place the router's untyped data is narrowed: the route renders with its own loader.
  return useLoaderData() as RouteData<F>;
}

/** `useTypedActionData<typeof action>()`: the last submission's result, undefined before one. */
export function useTypedActionData<F extends DataFunction>(): RouteData<F> | undefined {
  return useActionData() as RouteData<F> | undefined;
}
