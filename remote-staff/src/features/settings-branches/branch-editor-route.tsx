import { branchesLoader } from './api/branches-loader';
import { BranchEditorPage } from './components/branch-editor-page';

/** `/staff/settings/branches/new` and `.../branches/:branchId`: one branch's settings. */
export const loader = branchesLoader;
export const Component = BranchEditorPage;
