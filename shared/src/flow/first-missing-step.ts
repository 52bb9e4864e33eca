/**
 * A journey's steps in order, each knowing from the draft alone whether it is done. Pure:
 * the same guard runs in a route loader (redirect before render) and in a test.
 */
export interface FlowStep<Draft, Id extends string = string> {
  id: Id;
  isDone: (draft: Draft) => boolean;
}

/** The first step whose choice is missing, or `undefined` when every step is done. */
export function firstMissingStep<Draft, Id extends string>(
  steps: readonly FlowStep<Draft, Id>[],
  draft: Draft,
): Id | undefined {
  return steps.find((step) => !step.isDone(draft))?.id;
}

/**
 * Where a deep link to `requested` should land: the requested step when every step before
 * it is done, otherwise the first missing one (a shared link to the contact step without
 * a chosen time opens the time step). An unknown id lands on the first missing step.
 */
export function stepToShow<Draft, Id extends string>(
  steps: readonly FlowStep<Draft, Id>[],
  draft: Draft,
  requested: Id,
): Id | undefined {
  const index = steps.findIndex((step) => step.id === requested);
  const before = index === -1 ? steps : steps.slice(0, index);
  return firstMissingStep(before, draft) ?? (index === -1 ? undefined : requested);
}
