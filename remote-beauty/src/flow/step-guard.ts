import { stepToShow } from '@booking/shared/flow/first-missing-step';
import { type LoaderFunctionArgs, redirect } from '@booking/shared/router';
import { bookingDraftStore } from './booking-draft';
import { BOOKING_STEP_PATHS, BOOKING_STEPS, type BookingStepId } from './booking-steps';

/** The URL of a step of the creation flow (docs/decisions/0006). */
export function bookingStepPath(organization: string, branch: string, step: BookingStepId): string {
  const tail = BOOKING_STEP_PATHS[step];
  return `/${organization}/${branch}/book${tail ? `/${tail}` : ''}`;
}

/**
 * For a step's loader: a redirect to the first missing step when a deep link skips a choice
 * (a shared link to `book/time` without services opens the services step), else null.
 */
export function guardStep({ params }: Pick<LoaderFunctionArgs, 'params'>, step: BookingStepId): Response | null {
  const organization = params.organization ?? '';
  const branch = params.branch ?? '';
  const draft = bookingDraftStore(organization, branch).getState().draft;
  const show = stepToShow(BOOKING_STEPS, draft, step);
  return show && show !== step ? redirect(bookingStepPath(organization, branch, show)) : null;
}
