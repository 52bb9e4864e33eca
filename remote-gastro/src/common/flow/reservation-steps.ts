import { type FlowStep, stepToShow } from '@booking/shared/flow/first-missing-step';
import type { ReservationDraft } from './reservation-draft';

export type ReservationStepId = 'details' | 'contact' | 'confirm';

/** The path of each step under `/{organization}/{branch}/reserve` (docs/decisions/0006). */
export const RESERVATION_STEP_PATHS: Record<ReservationStepId, string> = {
  details: '',
  contact: 'contact',
  confirm: 'confirm',
};

/** The creation flow's steps and what makes each one done; the confirm step is done by reserving. */
export const RESERVATION_STEPS: readonly FlowStep<ReservationDraft, ReservationStepId>[] = [
  { id: 'details', isDone: (draft) => draft.partySize !== null && draft.start !== null },
  { id: 'contact', isDone: (draft) => draft.contact !== null },
  { id: 'confirm', isDone: () => false },
];

/** The URL of a step of the flow at one branch. */
export function stepPath(organization: string, branch: string, step: ReservationStepId): string {
  const tail = RESERVATION_STEP_PATHS[step];
  return `/${organization}/${branch}/reserve${tail ? `/${tail}` : ''}`;
}

/** Where a visit to `requested` lands: itself, or the first step whose choice is missing. */
export function redirectTarget(
  organization: string,
  branch: string,
  draft: ReservationDraft,
  requested: ReservationStepId,
): string | null {
  const show = stepToShow(RESERVATION_STEPS, draft, requested) ?? requested;
  return show === requested ? null : stepPath(organization, branch, show);
}
