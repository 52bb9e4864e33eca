import { cancelledLoader } from './api/appointment-loaders';
import { CancelledView } from './components/cancelled-view';

export const loader = cancelledLoader;
export const Component = CancelledView;
