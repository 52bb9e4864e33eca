import type { RouteObject } from '@booking/shared/router';
import { Outlet } from '@booking/shared/router';
import { organizationLoader } from './boot/organization-loader';
import {
  MERCHANT_CONTENT_ROUTE_ID,
  ORGANIZATION_ROUTE_ID,
  STAFF_CONTENT_ROUTE_ID,
  STAFF_ROUTE_ID,
} from './boot/route-ids';
import { staffLoader } from './boot/staff-loader';
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

/** `*` under each area stays as the not_found route; the remote's routes are patched in beside it. */
function contentRoute(id: string): RouteObject {
  return {
    id,
    errorElement: <ContentErrorScreen />,
    children: [{ path: '*', element: <NotFoundMessage kind="page" />, handle: { titleId: 'shell.notFound.title' } }],
  };
}

export function createAppRoutes(): RouteObject[] {
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
          children: [contentRoute(STAFF_CONTENT_ROUTE_ID)],
        },
        {
          id: ORGANIZATION_ROUTE_ID,
          path: ':organization',
          loader: organizationLoader,
          element: <MerchantLayout />,
          errorElement: <BootErrorScreen />,
          children: [contentRoute(MERCHANT_CONTENT_ROUTE_ID)],
        },
      ],
    },
  ];
}
