import { timeLoader } from './api/time-loader';
import { TimeStep } from './components/time-step';

/** Loaded on demand (route `lazy`): the calendar is not downloaded on the services step. */
export const loader = timeLoader;
export const Component = TimeStep;
