import type { RouteObject } from '@booking/shared/router';
import { SignInForm } from './features/sign-in/components/sign-in-form';
import './staff.css';

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
];
