import type { RouteObject } from '@booking/shared/router';
import { rememberedBranchLoader } from './features/calendar/api/remembered-branch-loader';
import { SignInForm } from './features/sign-in/components/sign-in-form';
import './staff.css';

/**
 * The dialogs over the day and week views (staff-edit), children of both views so the grid
 * stays behind them: `appointments/new?employee=&start=`, `appointments/:appointment`,
 * `absences/new?employee=&start=&end=`, `absences/:absence`. Each is loaded on demand.
 */
const calendarDialogRoutes: RouteObject[] = [
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
 *   'sign-up', 'confirm-email'  a business signs itself up and confirms its email
 *   'forgot-password', 'reset-password'  a password reset by email
 *   'invitation'  an invited person sets their password
 *               (the emails' links carry their token in the fragment: `confirm-email#token=...`)
 *   ':branch'   the branch's frame: 'day/:date', 'week/:date', 'list' (the calendar), 'customers',
 *               'customers/new', 'customers/:customer' (customer records) and 'checkout/:appointment'
 *               (checkout on site of one appointment, issue 16)
 */
export const routes: RouteObject[] = [
  {
    index: true,
    loader: rememberedBranchLoader,
    element: <SignInForm />,
    handle: { titleId: 'staff.signIn.title' },
  },
  {
    path: 'sign-up',
    lazy: () => import('./features/sign-up/sign-up-route'),
    handle: { titleId: 'staff.signUp.title' },
  },
  {
    path: 'confirm-email',
    lazy: () => import('./features/confirm-email/confirm-email-route'),
    handle: { titleId: 'staff.confirmEmail.pageTitle' },
  },
  {
    path: 'forgot-password',
    lazy: () => import('./features/forgot-password/forgot-password-route'),
    handle: { titleId: 'staff.forgotPassword.title' },
  },
  {
    path: 'reset-password',
    lazy: () => import('./features/reset-password/reset-password-route'),
    handle: { titleId: 'staff.resetPassword.title' },
  },
  {
    path: 'invitation',
    lazy: () => import('./features/invitation/invitation-route'),
    handle: { titleId: 'staff.invitation.title' },
  },
  {
    path: 'branches',
    lazy: () => import('./features/branch-choice/branch-choice-route'),
    handle: { titleId: 'staff.branches.title' },
  },
  // The branch's frame (staff-cal's top bar): day, week and list of the calendar, dialogs over
  // the day and week (staff-edit) in their `children`, and the customers and checkout.
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
        children: calendarDialogRoutes,
      },
      {
        path: 'week/:date',
        lazy: () => import('./features/calendar/week-view/week-route'),
        handle: { titleId: 'staff.week.pageTitle' },
        children: calendarDialogRoutes,
      },
      {
        path: 'list',
        lazy: () => import('./features/calendar/list-view/list-route'),
        handle: { titleId: 'staff.list.title' },
      },
      // Customers and checkout (issue 16), under the calendar's top bar like its views.
      {
        path: 'customers',
        lazy: () => import('./features/customers/customers-route'),
        handle: { titleId: 'staff.customers.title' },
      },
      {
        path: 'customers/new',
        lazy: () => import('./features/customers/new-customer-route'),
        handle: { titleId: 'staff.customers.new.title' },
      },
      {
        path: 'customers/:customer',
        lazy: () => import('./features/customers/customer-route'),
        handle: { titleId: 'staff.customers.customer.title' },
      },
      {
        path: 'checkout/:appointment',
        lazy: () => import('./features/checkout/checkout-route'),
        handle: { titleId: 'staff.checkout.title' },
      },
    ],
  },
];
