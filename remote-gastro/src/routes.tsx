import { branchesLoader } from '@booking/shared/api-client/branches-loader';
import { type LoaderFunctionArgs, type RouteObject, redirect } from '@booking/shared/router';
import { configurationStore } from '@booking/shared/stores/configuration';
import { BranchList } from './features/branches/components/branch-list';
import { UnavailableMessage } from './features/unavailable/components/unavailable-message';
import './gastro.css';

function reservationsEnabled(): boolean {
  return configurationStore.getState().configuration?.reservations.customization.online_reservations_enabled ?? true;
}

/** When the merchant switched online reservations off, every page of the flow says so. */
function unlessUnavailable<T>(loader: (args: LoaderFunctionArgs) => Promise<T>) {
  return (args: LoaderFunctionArgs) =>
    reservationsEnabled() ? loader(args) : redirect(`/${args.params.organization}/unavailable`);
}

/**
 * Routes under `/:organization`:
 *   ''                   select branch
 *   'unavailable'        online reservations switched off
 *   ':branch'            redirects to the reservation flow
 *   ':branch/reserve'    details (date, party size); contact, confirm, confirmed follow it
 */
export const routes: RouteObject[] = [
  {
    index: true,
    loader: unlessUnavailable(branchesLoader),
    element: <BranchList />,
    handle: { titleId: 'gastro.branches.title' },
  },
  { path: 'unavailable', element: <UnavailableMessage />, handle: { titleId: 'gastro.unavailable.title' } },
  {
    path: ':branch',
    children: [
      { index: true, loader: ({ params }) => redirect(`/${params.organization}/${params.branch}/reserve`) },
      {
        path: 'reserve',
        handle: { titleId: 'gastro.general.title' },
        children: [
          {
            index: true,
            lazy: async () => {
              const route = await import('./features/reservation-details/reservation-details-route');
              return { Component: route.Component, loader: unlessUnavailable(route.loader) };
            },
          },
        ],
      },
    ],
  },
];
