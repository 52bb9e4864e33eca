/**
 * The one router every app uses. Shared as a Module Federation singleton instead of
 * `react-router` itself: a shared package cannot be tree-shaken, so re-exporting only
 * what the apps use keeps about 30 KiB off every first visit (docs/decisions/0004).
 *
 * The shell ships this module to every remote, so a remote can only use what the deployed
 * shell exports: the list covers what the journeys need (forms, fetchers, search params,
 * navigation blocking) in one shell release. Adding an export here means raising
 * SHELL_CONTRACT_VERSION (federation/remote-contract.ts), so that a remote using it refuses
 * to run on an older shell instead of crashing. Each export costs the shell bytes on every
 * first visit whether used or not (about 1.1 KiB gzip for the journeys' additions). Pure
 * helpers that need no router state (`generatePath`, `matchPath`) live in router-paths.ts.
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
  ShouldRevalidateFunctionArgs,
  SubmitFunction,
  UIMatch,
} from 'react-router';
export {
  createBrowserRouter,
  Form,
  isRouteErrorResponse,
  Link,
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

/**
 * `useTypedLoaderData<typeof loader>()`: the route's loader data as its loader declares it.
 * The router's own hook under a narrower type, not a wrapper function. The one
 * place the router's untyped data is narrowed; a route renders with its own loader's data.
 */
export const useTypedLoaderData = useLoaderData as unknown as <F extends DataFunction>() => RouteData<F>;

/** `useTypedActionData<typeof action>()`: the last submission's result, undefined before one. */
export const useTypedActionData = useActionData as unknown as <F extends DataFunction>() => RouteData<F> | undefined;
