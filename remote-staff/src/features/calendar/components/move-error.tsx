import type { ApiError } from '@booking/shared/api-client/call';
import { ErrorText } from '@booking/shared/ui/error-text/error-text';
import { useFormatZoned } from '@booking/shared/ui/format/formatted-zoned';
import { FormattedMessage } from 'react-intl';
import { conflictWording } from '../conflict-wording';

/** Why a change was refused, in words: what the appointment would overlap, or the API's coded error. */
export function MoveErrorText({ error }: { error: ApiError | null }) {
  const format = useFormatZoned();
  const wording = conflictWording(error);
  if (wording?.id === 'staff.conflict.outsideHours') return <FormattedMessage id={wording.id} />;
  if (wording) {
    const sameDay = wording.start.slice(0, 10) === wording.end.slice(0, 10);
    return (
      <FormattedMessage
        id={wording.id}
        values={{
          start: format(wording.start, { dateStyle: 'medium', timeStyle: 'short' }),
          end: sameDay
            ? format(wording.end, { timeStyle: 'short' })
            : format(wording.end, { dateStyle: 'medium', timeStyle: 'short' }),
        }}
      />
    );
  }
  if (error) return <ErrorText error={error} />;
  return <FormattedMessage id="staff.calendar.error.network" />;
}
