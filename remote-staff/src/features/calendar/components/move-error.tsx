import type { ApiError } from '@booking/shared/api-client/call';
import { FormattedMessage } from 'react-intl';
import { ConflictText } from '../../../common/conflict/conflict-text';

/**
 * Why a drag was refused, in words: what the appointment would overlap (the same wording as
 * the move form in the details dialog), the API's coded error, or that the server was not reached.
 */
export function MoveErrorText({ error }: { error: ApiError | null }) {
  if (error) return <ConflictText error={error} />;
  return <FormattedMessage id="staff.calendar.error.network" />;
}
