import { appointmentsToHandleLoader } from './api/appointments-to-handle-loader';
import { AppointmentsToHandleDialog } from './components/appointments-to-handle-dialog';

/** Loaded on demand (route `lazy`) for `appointments-to-handle` over the day and week views. */
export const loader = appointmentsToHandleLoader;
export const Component = AppointmentsToHandleDialog;
