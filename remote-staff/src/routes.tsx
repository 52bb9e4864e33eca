import type { RouteObject } from '@booking/shared/router';
import { rememberedBranchLoader } from './features/calendar/api/remembered-branch-loader';
import { SignInForm } from './features/sign-in/components/sign-in-form';
import './staff.css';

/**
 * The dialogs over the day and week views (staff-edit), children of both views so the grid
 * stays behind them: `appointments/new?employee=&start=`, `appointments/:appointment`,
 * `absences/new?employee=&start=&end=`, `absences/:absence`, and `appointments-to-handle` (those
 * an absence was recorded over). Each is loaded on demand.
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
  {
    path: 'appointments-to-handle',
    lazy: () => import('./features/appointments-to-handle/appointments-to-handle-route'),
    handle: { titleId: 'staff.toHandle.title' },
  },
];

/**
 * The dialogs over a restaurant's service and floor (the host stand): a reservation taken on
 * the phone, a walk-in seated now, and one reservation with what the host can do with it.
 */
const hostDialogRoutes: RouteObject[] = [
  {
    path: 'reservations/new',
    lazy: () => import('./features/reservation-editor/new-reservation-route'),
    handle: { titleId: 'staff.host.new.title' },
  },
  {
    path: 'walk-in',
    lazy: () => import('./features/reservation-editor/walk-in-route'),
    handle: { titleId: 'staff.host.walkIn.title' },
  },
  {
    path: 'reservations/:reservation',
    lazy: () => import('./features/reservation-details/reservation-details-route'),
    handle: { titleId: 'staff.host.details.title' },
  },
];

/**
 * The owner's settings, one route per section of the settings' navigation
 * (common/settings/settings-sections.ts), each loaded on demand.
 */
const settingsRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./features/settings/settings-overview-route') },
  { path: 'branches', lazy: () => import('./features/settings-branches/branches-route') },
  { path: 'branches/new', lazy: () => import('./features/settings-branches/branch-editor-route') },
  { path: 'branches/:branchId', lazy: () => import('./features/settings-branches/branch-editor-route') },
  { path: 'booking-rules', lazy: () => import('./features/settings-booking-rules/booking-rules-route') },
  { path: 'page', lazy: () => import('./features/settings-page/settings-page-route') },
  {
    path: 'tables',
    lazy: () => import('./features/settings-tables/tables-route'),
    handle: { titleId: 'staff.settings.tables.title' },
  },
  {
    path: 'accounts',
    lazy: () => import('./features/settings-accounts/accounts-route'),
    handle: { titleId: 'staff.accounts.title' },
  },
  {
    path: 'services',
    lazy: () => import('./features/settings-services/settings-services-route'),
    handle: { titleId: 'staff.settings.services.title' },
  },
  {
    path: 'services/new',
    lazy: () => import('./features/settings-services/service-editor-route'),
    handle: { titleId: 'staff.settings.services.newTitle' },
  },
  {
    path: 'services/:service',
    lazy: () => import('./features/settings-services/service-editor-route'),
    handle: { titleId: 'staff.settings.services.editTitle' },
  },
  { path: 'team', lazy: () => import('./features/settings-team/team-route') },
  { path: 'team/new', lazy: () => import('./features/settings-team/team-employee-route') },
  { path: 'team/:employee', lazy: () => import('./features/settings-team/team-employee-route') },
];

/**
 * Routes under the reserved `/staff` segment (the spec shows none; docs/decisions/0006-url-shape-and-reserved-words.md):
 *   ''          sign in
 *   'branches'  choose the branch to work in
 *   'settings'  the owner's settings: the business's page, branches, rules, services, team
 *   'sign-up', 'confirm-email'  a business signs itself up and confirms its email
 *   'forgot-password', 'reset-password'  a password reset by email
 *   'invitation'  an invited person sets their password
 *               (the emails' links carry their token in the fragment: `confirm-email#token=...`)
 *   ':branch'   the branch's frame: 'day/:date', 'week/:date', 'list' (a salon's calendar),
 *               'service/:date', 'tables/:date', 'reservations' (a restaurant's host stand),
 *               'customers', 'customers/new', 'customers/:customer' (customer records) and
 *               'checkout/:appointment' (checkout on site of one appointment)
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
  {
    path: 'settings',
    lazy: () => import('./features/settings/settings-route'),
    handle: { titleId: 'staff.settings.title' },
    children: settingsRoutes,
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
      // A restaurant's host stand: the day's service by time, the floor by table, the list.
      {
        path: 'service/:date',
        lazy: () => import('./features/calendar/host/service-route'),
        handle: { titleId: 'staff.host.service.title' },
        children: hostDialogRoutes,
      },
      {
        path: 'tables/:date',
        lazy: () => import('./features/calendar/host/tables-route'),
        handle: { titleId: 'staff.host.tables.title' },
        children: hostDialogRoutes,
      },
      {
        path: 'reservations',
        lazy: () => import('./features/calendar/host/reservation-list-route'),
        handle: { titleId: 'staff.host.list.title' },
      },
      // Customers and checkout, under the calendar's top bar like its views.
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
