import { confirmedLoader } from './api/appointment-loaders';
import { ConfirmedView } from './components/confirmed-view';

export const loader = confirmedLoader;
export const Component = ConfirmedView;
