import { stepToShow } from '@booking/shared/flow/first-missing-step';
import { redirect } from '@booking/shared/router';
import { type BookingDraft, bookingDraftStore } from './booking-draft';
import { BOOKING_STEP_PATHS, BOOKING_STEPS, type BookingStepId } from './booking-steps';
import { type TimeChoice, timeChoiceSearch } from './time-choice-url';

/**
 * The URL of a step of the creation flow (docs/decisions/0006). The time step's carries the
 * services and employee it is asked for (`choice`, usually the draft): without them it has
 * nothing to show.
 */
export function bookingStepPath(
  organization: string,
  branch: string,
  step: BookingStepId,
  choice?: TimeChoice,
): string {
  const tail = BOOKING_STEP_PATHS[step];
  const search = step === 'time' && choice && choice.services.length > 0 ? timeChoiceSearch(choice) : '';
  return `/${organization}/${branch}/book${tail ? `/${tail}` : ''}${search}`;
}

/**
 * For a step's loader: the branch's draft when every earlier step is done, or the redirect
 * to the first missing step (a deep link or a reload after the hold was dropped).
 */
export function guardStep(
  params: { organization?: string; branch?: string },
  requested: BookingStepId,
): { draft: BookingDraft } | Response {
  const organization = params.organization ?? '';
  const branch = params.branch ?? '';
  const { draft } = bookingDraftStore(organization, branch).getState();
  const show = stepToShow(BOOKING_STEPS, draft, requested) ?? requested;
  if (show !== requested) return redirect(bookingStepPath(organization, branch, show, draft));
  return { draft };
}
