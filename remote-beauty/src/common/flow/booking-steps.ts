import type { FlowStep } from '@booking/shared/flow/first-missing-step';
import type { BookingDraft } from './booking-draft';

export type BookingStepId = 'services' | 'time' | 'contact' | 'booking';

/** The path of each step under `/{organization}/{branch}/book` (docs/decisions/0006). */
export const BOOKING_STEP_PATHS: Record<BookingStepId, string> = {
  services: '',
  time: 'time',
  contact: 'contact',
  booking: 'booking',
};

/**
 * The creation flow's steps and what makes each one done. The employee is chosen on the time
 * step (when the merchant allows choosing), so a held slot stands for both.
 */
export const BOOKING_STEPS: readonly FlowStep<BookingDraft, BookingStepId>[] = [
  { id: 'services', isDone: (draft) => draft.services.length > 0 },
  { id: 'time', isDone: (draft) => draft.hold !== null },
  { id: 'contact', isDone: (draft) => draft.contact !== null },
  { id: 'booking', isDone: () => false },
];
