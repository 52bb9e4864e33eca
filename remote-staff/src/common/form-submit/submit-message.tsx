import { FormattedMessage } from 'react-intl';
import { ConflictText } from '../conflict/conflict-text';
import type { SubmitFailure } from './submit-failure';

/** The words for a server that was not reached: the dialogs' own, or the customer record's. */
export type NetworkMessageId = 'staff.dialog.network' | 'staff.customers.error.network';

/**
 * The words for a failed staff call (above a form, under the details' actions, in a dialog
 * that could not load): a conflict named in words (what is in the way, and when), any other
 * coded error in its text, or that the server was not reached.
 */
export function SubmitMessage({
  message,
  networkMessageId = 'staff.dialog.network',
}: {
  message: NonNullable<SubmitFailure['message']>;
  networkMessageId?: NetworkMessageId;
}) {
  return message === 'network' ? <FormattedMessage id={networkMessageId} /> : <ConflictText error={message} />;
}
