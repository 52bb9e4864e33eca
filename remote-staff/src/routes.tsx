import type { RouteObject } from '@booking/shared/router';
import { SignInForm } from './features/sign-in/components/sign-in-form';
import './staff.css';

/**
 * Routes under the reserved `/staff` segment (the spec shows none; docs/decisions/0006-url-shape-and-reserved-words.md):
 *   ''          sign in
 *   'branches'  choose the branch to work in
 *   ':branch/customers', ':branch/customers/new', ':branch/customers/:customer'   customer records (issue 16)
 *   ':branch/checkout/:appointment'   checkout on site of one appointment (issue 16)
 */
export const routes: RouteObject[] = [
  { index: true, element: <SignInForm />, handle: { titleId: 'staff.signIn.title' } },
  {
    path: 'branches',
    lazy: () => import('./features/branch-choice/branch-choice-route'),
    handle: { titleId: 'staff.branches.title' },
  },
  // Customers and checkout (issue 16). Until the calendar's layout route exists they stand on
  // their own with a frame of their own (ui/staff-page); they move under it unchanged.
  {
    path: ':branch/customers',
    lazy: () => import('./features/customers/customers-route'),
    handle: { titleId: 'staff.customers.title' },
  },
  {
    path: ':branch/customers/new',
    lazy: () => import('./features/customers/new-customer-route'),
    handle: { titleId: 'staff.customers.new.title' },
  },
  {
    path: ':branch/customers/:customer',
    lazy: () => import('./features/customers/customer-route'),
    handle: { titleId: 'staff.customers.customer.title' },
  },
  {
    path: ':branch/checkout/:appointment',
    lazy: () => import('./features/checkout/checkout-route'),
    handle: { titleId: 'staff.checkout.title' },
  },
];
