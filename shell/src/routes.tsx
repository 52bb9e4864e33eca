import type { LoaderFunctionArgs, RouteObject } from '@booking/shared/router';
import { Outlet } from '@booking/shared/router';
import {
  MERCHANT_CONTENT_ROUTE_ID,
  ORGANIZATION_ROUTE_ID,
  STAFF_CONTENT_ROUTE_ID,
  STAFF_ROUTE_ID,
} from './boot/route-ids';
import { MerchantLayout } from './layout/merchant-layout';
import { Notifications } from './layout/notifications';
import { StaffLayout } from './layout/staff-layout';
import { LoadingScreen } from './screens/loading-screen';
import { NotFoundMessage } from './screens/not-found-message';
import { BootErrorScreen, ContentErrorScreen, MerchantNotFoundScreen } from './screens/route-error-screens';

function Root() {
  return (
    <>
      <Outlet />
      <Notifications />
    </>
  );
}

/**
 * `*` under each area stays as the not_found route; the remote's routes are patched in beside it,
 * or, on a page the server drew, are there from the start (the server's tree and the browser's
 * must be the same, route ids and all, for React to hydrate it).
 */
function contentRoute(id: string, remoteRoutes: RouteObject[] = []): RouteObject {
  return {
    id,
    errorElement: <ContentErrorScreen />,
    children: [
      { path: '*', element: <NotFoundMessage kind="page" />, handle: { titleId: 'shell.notFound.title' } },
      ...remoteRoutes,
    ],
  };
}

type Loader = (args: LoaderFunctionArgs) => unknown;

interface AppRouteLoaders {
  /** The browser's boot (boot/organization-loader.ts), or the server's configuration. */
  organizationLoader: Loader;
  staffLoader: Loader;
  /** The merchant's remote's routes when they are known before the router starts. */
  merchantRoutes?: RouteObject[];
  /** The staff remote's routes when they are known before the router starts (a drawn staff page). */
  staffRoutes?: RouteObject[];
}

/** The app's routes, the same in the browser and on the server (server/render-page.tsx). */
export function createAppRoutes({
  organizationLoader,
  staffLoader,
  merchantRoutes,
  staffRoutes,
}: AppRouteLoaders): RouteObject[] {
  return [
    {
      id: 'root',
      element: <Root />,
      errorElement: <BootErrorScreen />,
      hydrateFallbackElement: <LoadingScreen />,
      children: [
        { index: true, element: <MerchantNotFoundScreen />, handle: { layout: 'blank' } },
        {
          id: STAFF_ROUTE_ID,
          path: 'staff',
          loader: staffLoader,
          element: <StaffLayout />,
          errorElement: <BootErrorScreen />,
          children: [contentRoute(STAFF_CONTENT_ROUTE_ID, staffRoutes)],
        },
        {
          id: ORGANIZATION_ROUTE_ID,
          path: ':organization',
          loader: organizationLoader,
          element: <MerchantLayout />,
          errorElement: <BootErrorScreen />,
          children: [contentRoute(MERCHANT_CONTENT_ROUTE_ID, merchantRoutes)],
        },
      ],
    },
  ];
}
