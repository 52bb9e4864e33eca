import { stepToShow } from '@booking/shared/flow/first-missing-step';
import { redirect } from '@booking/shared/router';
import { type BookingDraft, bookingDraftStore } from './booking-draft';
import { BOOKING_STEP_PATHS, BOOKING_STEPS, type BookingStepId } from './booking-steps';

/** The URL of a step of the creation flow (docs/decisions/0006). */
export function bookingStepPath(organization: string, branch: string, step: BookingStepId): string {
  const tail = BOOKING_STEP_PATHS[step];
  return `/${organization}/${branch}/book${tail ? `/${tail}` : ''}`;
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
  if (show !== requested) return redirect(bookingStepPath(organization, branch, show));
  return { draft };
}
