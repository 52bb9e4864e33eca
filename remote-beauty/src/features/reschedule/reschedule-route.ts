import { rescheduleLoader } from './api/appointment-loader';
import { RescheduleStep } from './components/reschedule-step';

export const loader = rescheduleLoader;
export const Component = RescheduleStep;
