import { branchChoiceLoader } from '@booking/shared/api-client/branch-choice-loader';
import { type RouteObject, redirect } from '@booking/shared/router';
import { BranchList } from './features/branches/components/branch-list';
import './beauty.css';

/**
 * Routes under `/:organization` (docs/decisions/0006-url-shape-and-reserved-words.md):
 *   ''                      select branch
 *   ':branch'               redirects to the creation flow
 *   ':branch/book'          services, the flow's empty path; time, contact, booking, confirmed follow it
 *   ':branch/:token'        the manage link's summary, and `cancelled` under it
 *   'appointments/:token'   legacy manage links, redirected to the summary under the branch
 *   ':branch/:token/reschedule', '.../rescheduled'   a new time for a booked appointment
 * `book` is a reserved word, so it can never be a branch slug or an appointment id.
 */
const compact = { header: 'compact', titleId: 'booking.beauty.general.title' } as const;

export const routes: RouteObject[] = [
  { index: true, loader: branchChoiceLoader, element: <BranchList />, handle: { titleId: 'beauty.branches.title' } },
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
          { path: 'time', handle: compact, lazy: () => import('./features/time/time-route') },
          { path: 'contact', handle: compact, lazy: () => import('./features/contact/contact-route') },
          { path: 'booking', handle: compact, lazy: () => import('./features/booking/booking-route') },
          { path: 'payment', handle: compact, lazy: () => import('./features/payment/payment-route') },
          { path: 'confirmed', handle: compact, lazy: () => import('./features/appointment/confirmed-route') },
        ],
      },
      {
        path: ':token',
        handle: { titleId: 'beauty.manage.title' },
        // Its error element (an unknown link) loads with the manage pages, not with the first screen.
        lazy: () => import('./features/appointment/invalid-link-route'),
        children: [
          { index: true, lazy: () => import('./features/appointment/manage-route') },
          { path: 'cancelled', lazy: () => import('./features/appointment/cancelled-route') },
          {
            path: 'reschedule',
            lazy: () => import('./features/reschedule/reschedule-route'),
            handle: { header: 'compact', titleId: 'beauty.reschedule.title' },
          },
          {
            path: 'rescheduled',
            lazy: () => import('./features/reschedule/rescheduled-route'),
            handle: { header: 'compact', titleId: 'beauty.rescheduled.title' },
          },
        ],
      },
    ],
  },
  { path: 'appointments/:token', lazy: () => import('./features/appointment/legacy-route') },
];
