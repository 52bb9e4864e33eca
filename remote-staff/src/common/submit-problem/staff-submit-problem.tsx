import type { SubmitFailure } from '@booking/shared/forms/use-submit';
import { SubmitProblem } from '@booking/shared/ui/submit-problem/submit-problem';
import { FormattedMessage } from 'react-intl';
import { ConflictText } from '../conflict/conflict-text';

/** The words for a server that was not reached: the dialogs', the customer record's, or the payment's. */
export type NetworkMessageId = 'staff.dialog.network' | 'staff.customers.error.network' | 'staff.checkout.retry';

/**
 * The kit's SubmitProblem in the staff's words: a conflict named (what is in the way, and
 * when), the staff's line for a server not reached.
 */
export function StaffSubmitProblem({
  failure,
  onRetry,
  networkMessageId = 'staff.dialog.network',
}: {
  failure: SubmitFailure | null;
  onRetry: () => void;
  networkMessageId?: NetworkMessageId;
}) {
  return (
    <SubmitProblem
      failure={failure}
      onRetry={onRetry}
      networkMessage={<FormattedMessage id={networkMessageId} />}
      describe={(error) => <ConflictText error={error} />}
    />
  );
}
