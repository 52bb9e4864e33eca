import { branchChoiceLoader } from '@booking/shared/api-client/branch-choice-loader';
import { BranchList } from './components/branch-list';

/** Loaded on demand (route `lazy`): a guest who comes straight to a step never needs the list. */
export const loader = branchChoiceLoader;
export const Component = BranchList;
