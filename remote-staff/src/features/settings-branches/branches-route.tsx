import { branchesLoader } from './api/branches-loader';
import { BranchesPage } from './components/branches-page';

/** `/staff/settings/branches`: the owner's branches. */
export const loader = branchesLoader;
export const Component = BranchesPage;
