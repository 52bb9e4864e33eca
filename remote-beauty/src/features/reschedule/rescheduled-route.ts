import { rescheduledLoader } from './api/appointment-loader';
import { RescheduledView } from './components/rescheduled-view';

export const loader = rescheduledLoader;
export const Component = RescheduledView;
