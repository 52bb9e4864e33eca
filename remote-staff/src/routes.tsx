import type { RouteObject } from '@booking/shared/router';
import { staffBranchesLoader } from './features/branch-choice/api/staff-branches-loader';
import { BranchChoice } from './features/branch-choice/components/branch-choice';
import { SignInForm } from './features/sign-in/components/sign-in-form';
import './staff.css';

/**
 * Routes under the reserved `/staff` segment (the spec shows none; docs/decisions):
 *   ''          sign in
 *   'branches'  choose the branch to work in
 */
export const routes: RouteObject[] = [
  { index: true, element: <SignInForm />, handle: { titleId: 'staff.signIn.title' } },
  {
    path: 'branches',
    loader: staffBranchesLoader,
    element: <BranchChoice />,
    handle: { titleId: 'staff.branches.title' },
  },
];
