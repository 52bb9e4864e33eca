import type { RouteObject } from '@booking/shared/router';
import { rememberedBranchLoader } from './features/calendar/api/remembered-branch-loader';
import { SignInForm } from './features/sign-in/components/sign-in-form';
import './staff.css';

/**
 * Routes under the reserved `/staff` segment (the spec shows none; docs/decisions/0006-url-shape-and-reserved-words.md):
 *   ''          sign in
 *   'branches'  choose the branch to work in
 */
export const routes: RouteObject[] = [
  {
    index: true,
    loader: rememberedBranchLoader,
    element: <SignInForm />,
    handle: { titleId: 'staff.signIn.title' },
  },
  {
    path: 'branches',
    lazy: () => import('./features/branch-choice/branch-choice-route'),
    handle: { titleId: 'staff.branches.title' },
  },
  // The calendar (staff-cal): day, week and list of a branch; dialogs over the day and week
  // (staff-edit) go into their `children`.
  {
    path: ':branch',
    lazy: () => import('./features/calendar/calendar-route'),
    handle: { titleId: 'staff.calendar.title' },
    children: [
      { index: true, lazy: () => import('./features/calendar/today-route') },
      {
        path: 'day/:date',
        lazy: () => import('./features/calendar/day-view/day-route'),
        handle: { titleId: 'staff.day.title' },
        children: [],
      },
      {
        path: 'week/:date',
        lazy: () => import('./features/calendar/week-view/week-route'),
        handle: { titleId: 'staff.week.pageTitle' },
        children: [],
      },
      {
        path: 'list',
        lazy: () => import('./features/calendar/list-view/list-route'),
        handle: { titleId: 'staff.list.title' },
      },
    ],
  },
];
