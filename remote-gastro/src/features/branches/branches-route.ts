import { branchesLoader } from '@booking/shared/api-client/branches-loader';
import { BranchList } from './components/branch-list';

/** Loaded on demand (route `lazy`): a guest who comes straight to a step never needs the list. */
export const loader = branchesLoader;
export const Component = BranchList;
