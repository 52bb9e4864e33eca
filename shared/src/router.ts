/**
 * The one router every app uses. Shared as a Module Federation singleton instead of
 * `react-router` itself: a shared package cannot be tree-shaken, so re-exporting only
 * what the apps use keeps about 30 KiB off every first visit (see docs/decisions).
 * Add an export here before using a new router API anywhere.
 */

export type { LoaderFunctionArgs, RouteObject, UIMatch } from 'react-router';
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  Outlet,
  RouterProvider,
  redirect,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRevalidator,
  useRouteError,
} from 'react-router';
