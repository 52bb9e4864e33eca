import type { SubmitFailure } from '@booking/shared/forms/use-submit';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { StaffSubmitProblem } from '../submit-problem/staff-submit-problem';

interface DialogFormEndProps {
  /** What the last send answered, said above the buttons with its Retry. */
  failure: SubmitFailure | null;
  onRetry: () => void;
  busy: boolean;
  /** The submit button's words, while idle and while sending. */
  submitLabel: ReactNode;
  busyLabel?: ReactNode;
  /** Leaves the dialog unchanged. */
  onCancel: () => void;
  /** Buttons between submit and Cancel (an edit dialog's Delete). */
  children?: ReactNode;
}

/**
 * The end of a form in a dialog: the failure of its last send, then submit (busy while a send
 * is on its way), any further action, and Cancel.
 */
export function DialogFormEnd({
  failure,
  onRetry,
  busy,
  submitLabel,
  busyLabel,
  onCancel,
  children,
}: DialogFormEndProps) {
  return (
    <>
      <StaffSubmitProblem failure={failure} onRetry={onRetry} />
      <div className="staff-dialog-actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy && busyLabel ? busyLabel : submitLabel}
        </button>
        {children}
        <button type="button" className="button button-secondary" onClick={onCancel}>
          <FormattedMessage id="staff.dialog.cancel" />
        </button>
      </div>
    </>
  );
}
