import { Outlet, type RouteObject } from '@booking/shared/router';
import { SignInForm } from './features/sign-in/components/sign-in-form';
import './staff.css';

/**
 * The dialogs over the day and week views (staff-edit), children of both views so the grid
 * stays behind them: `appointments/new?employee=&start=`, `appointments/:appointment`,
 * `absences/new?employee=&start=&end=`, `absences/:absence`. Each is loaded on demand.
 */
export const calendarDialogRoutes: RouteObject[] = [
  {
    path: 'appointments/new',
    lazy: () => import('./features/appointment-editor/create-appointment-route'),
    handle: { titleId: 'staff.appointment.new.title' },
  },
  {
    path: 'appointments/:appointment',
    lazy: () => import('./features/appointment-details/appointment-details-route'),
    handle: { titleId: 'staff.appointment.details.title' },
  },
  {
    path: 'absences/new',
    lazy: () => import('./features/absence-editor/absence-route'),
    handle: { titleId: 'staff.absence.new.title' },
  },
  {
    path: 'absences/:absence',
    lazy: () => import('./features/absence-editor/absence-route'),
    handle: { titleId: 'staff.absence.edit.title' },
  },
];

/**
 * Routes under the reserved `/staff` segment (the spec shows none; docs/decisions/0006-url-shape-and-reserved-words.md):
 *   ''          sign in
 *   'branches'  choose the branch to work in
 */
export const routes: RouteObject[] = [
  { index: true, element: <SignInForm />, handle: { titleId: 'staff.signIn.title' } },
  {
    path: 'branches',
    lazy: () => import('./features/branch-choice/branch-choice-route'),
    handle: { titleId: 'staff.branches.title' },
  },
  // TEMPORARY until staff-cal's day and week views land: a bare parent for the dialogs. The
  // integrator replaces it with `children: calendarDialogRoutes` on the day and week routes.
  { path: ':branch/day/:date', element: <Outlet />, children: calendarDialogRoutes },
  { path: ':branch/week/:date', element: <Outlet />, children: calendarDialogRoutes },
];
