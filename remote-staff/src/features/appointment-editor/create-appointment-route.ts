import { createAppointmentLoader } from './api/create-appointment-loader';
import { CreateAppointmentDialog } from './components/create-appointment-dialog';

/** Loaded on demand (route `lazy`) when staff open the create dialog. */
export const loader = createAppointmentLoader;
export const Component = CreateAppointmentDialog;
