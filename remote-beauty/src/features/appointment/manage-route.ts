import { manageLoader } from './api/appointment-loaders';
import { ManageView } from './components/manage-view';

export const loader = manageLoader;
export const Component = ManageView;
