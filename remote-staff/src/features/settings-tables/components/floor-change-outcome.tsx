import type { TableSettings } from '@booking/shared/contract/table-settings';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { AffectedDialog } from './affected-dialog';
import type { FloorChange } from './use-floor-change';

interface FloorChangeOutcomeProps {
  change: FloorChange;
  /** The floor the reservations in the way may move on; without it the change never asks. */
  floor?: TableSettings;
  /** The table or combination changed: not offered as a place to move to. */
  changing: string;
  onRetry: () => void;
  /** After the reservations in the way were answered for and the change saved. */
  onSaved?: () => void;
}

/** What a change of the floor said back: a problem beside its button, or the reservations it would leave without a place. */
export function FloorChangeOutcome({ change, floor, changing, onRetry, onSaved }: FloorChangeOutcomeProps) {
  if (!change.asked || !floor) return <StaffSubmitProblem failure={change.submit.failure} onRetry={onRetry} />;
  return (
    <AffectedDialog
      reservations={change.asked.reservations}
      floor={floor}
      changing={changing}
      busy={change.submit.busy}
      failure={change.submit.failure}
      onAnswer={(on) => void change.answer(on).then((done) => done && onSaved?.())}
      onClose={change.dismiss}
    />
  );
}
