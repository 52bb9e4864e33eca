import type { SubmitFailure } from '@booking/shared/forms/use-submit';
import { useEffect, useRef } from 'react';
import { StaffSubmitProblem } from './staff-submit-problem';

/**
 * A refusal said next to the action that was refused, with focus moved onto it: a change
 * with no field to mark (another party has the table, nothing seats the party then) would
 * otherwise leave focus on a button whose meaning did not change, and the reason unseen
 * below the fold of a tablet.
 */
export function FocusedSubmitProblem({ failure, onRetry }: { failure: SubmitFailure | null; onRetry: () => void }) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure?.kind === 'refused') region.current?.focus();
  }, [failure]);
  return (
    <div ref={region} tabIndex={-1} className="focused-problem">
      <StaffSubmitProblem failure={failure} onRetry={onRetry} />
    </div>
  );
}
