import { appointmentDetailsLoader } from './api/appointment-details-loader';
import { AppointmentDetailsDialog } from './components/appointment-details-dialog';

/** Loaded on demand (route `lazy`) when staff open an appointment. */
export const loader = appointmentDetailsLoader;
export const Component = AppointmentDetailsDialog;
