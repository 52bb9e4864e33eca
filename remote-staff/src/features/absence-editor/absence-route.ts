import { absenceLoader } from './api/absence-loader';
import { AbsenceDialog } from './components/absence-dialog';

/** Loaded on demand (route `lazy`) for `absences/new` and `absences/:absence`. */
export const loader = absenceLoader;
export const Component = AbsenceDialog;
