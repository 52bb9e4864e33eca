import { staffBranchesLoader } from './api/staff-branches-loader';
import { BranchChoice } from './components/branch-choice';

/** Loaded on demand (route `lazy`) after signing in. */
export const loader = staffBranchesLoader;
export const Component = BranchChoice;
