import { type CodedError, ErrorText } from '@booking/shared/ui/error-text/error-text';
import { useFormatZoned } from '@booking/shared/ui/format/formatted-zoned';
import { FormattedMessage } from 'react-intl';
import { conflictWording } from './conflict-wording';

/**
 * A failed change in words: for an appointment conflict, what it overlaps and when (in the
 * branch zone); for anything else, the error's own text.
 */
export function ConflictText({ error }: { error: CodedError }) {
  const format = useFormatZoned();
  const wording = conflictWording(error);
  if (!wording) return <ErrorText error={error} />;
  if (wording.id === 'staff.dialogConflict.outsideHours') return <FormattedMessage id={wording.id} />;
  const { start, end, count } = wording.values;
  return (
    <FormattedMessage
      id={wording.id}
      values={{
        count,
        date: format(start, { dateStyle: 'full' }),
        start: format(start, { timeStyle: 'short' }),
        // An absence of whole days ends on another day: then the end needs its date too.
        end:
          start.slice(0, 10) === end.slice(0, 10)
            ? format(end, { timeStyle: 'short' })
            : format(end, { dateStyle: 'full', timeStyle: 'short' }),
      }}
    />
  );
}
