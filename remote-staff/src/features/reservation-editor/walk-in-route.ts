import { reservationEditorLoader } from './api/reservation-editor-loader';
import { WalkInDialog } from './components/walk-in-dialog';

/** `walk-in` over the service or the floor, loaded on demand. */
export const loader = reservationEditorLoader;
export const Component = WalkInDialog;
