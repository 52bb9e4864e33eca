import type { RotaException } from '@booking/shared/contract/employee-settings';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { formatHoursText } from '../domain/hours-text';

/**
 * The single dates saved, each with its hours (by branch when the organization has several)
 * or "day off", and a button that gives the date back to the rota.
 */
export function ExceptionList({
  exceptions,
  branches,
  busy,
  onRemove,
}: {
  exceptions: readonly RotaException[];
  branches: readonly { id: string; name: string }[];
  busy: boolean;
  onRemove: (day: string) => void;
}) {
  if (exceptions.length === 0) return null;
  const hoursText = (x: RotaException) => {
    if (branches.length < 2) return formatHoursText(x.hours);
    return branches
      .map((b) => ({ name: b.name, text: formatHoursText(x.hours.filter((h) => h.branch_id === b.id)) }))
      .filter((b) => b.text !== '')
      .map((b) => `${b.name} ${b.text}`)
      .join('; ');
  };
  return (
    <ul className="team-list">
      {exceptions.map((x) => (
        <li key={x.day}>
          <FormattedDate value={`${x.day}T12:00:00`} dateStyle="full" />
          {': '}
          {x.hours.length === 0 ? <FormattedMessage id="staff.team.exceptions.dayOff" /> : hoursText(x)}{' '}
          <button type="button" className="button button-secondary" disabled={busy} onClick={() => onRemove(x.day)}>
            <FormattedMessage id="staff.team.exceptions.remove" />
          </button>
        </li>
      ))}
    </ul>
  );
}
