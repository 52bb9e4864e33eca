import { branchesLoader } from '@booking/shared/api-client/branches-loader';
import { type RouteObject, redirect } from '@booking/shared/router';
import { BranchList } from './features/branches/components/branch-list';
import './beauty.css';

/**
 * Routes under `/:organization` (docs/decisions/0006-url-shape-and-reserved-words.md):
 *   ''                      select branch
 *   ':branch'               redirects to the creation flow
 *   ':branch/book'          services, the flow's empty path; time, contact, booking, confirmed follow it
 *   ':branch/:token/reschedule', '.../rescheduled'   a new time for a booked appointment
 * `book` is a reserved word, so it can never be a branch slug or an appointment id.
 */
export const routes: RouteObject[] = [
  { index: true, loader: branchesLoader, element: <BranchList />, handle: { titleId: 'beauty.branches.title' } },
  {
    path: ':branch',
    children: [
      {
        index: true,
        loader: ({ params }) => redirect(`/${params.organization}/${params.branch}/book`),
      },
      {
        path: 'book',
        handle: { titleId: 'booking.beauty.general.title' },
        children: [
          { index: true, lazy: () => import('./features/services/services-route') },
          // beauty-time: the time step (employee and time, decision 0024).
          {
            path: 'time',
            lazy: () => import('./features/time/time-route'),
            handle: { header: 'compact', titleId: 'booking.beauty.general.title' },
          },
        ],
      },
      // beauty-time: rescheduling from the manage link.
      {
        path: ':token/reschedule',
        lazy: () => import('./features/reschedule/reschedule-route'),
        handle: { header: 'compact', titleId: 'beauty.reschedule.title' },
      },
      {
        path: ':token/rescheduled',
        lazy: () => import('./features/reschedule/rescheduled-route'),
        handle: { header: 'compact', titleId: 'beauty.rescheduled.title' },
      },
    ],
  },
];
