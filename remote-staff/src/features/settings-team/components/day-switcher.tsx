import { NativeSelect } from '@booking/shared/ui/select-field/native-select';
import { FormattedMessage } from 'react-intl';
import { WEEKDAYS } from '../domain/week-values';
import { useDayName } from './use-day-name';

/**
 * Which day of the week a phone shows: a picker of the seven days and buttons to the day
 * before and after (Sunday's next is Monday again), all plain controls a keyboard operates.
 * `column` counts from Monday.
 */
export function DaySwitcher({ column, onChange }: { column: number; onChange: (column: number) => void }) {
  const dayName = useDayName();
  const previous = (column + 6) % 7;
  const next = (column + 1) % 7;
  return (
    <fieldset className="day-switcher">
      <legend className="visually-hidden">
        <FormattedMessage id="staff.team.day.switcher" />
      </legend>
      <NativeSelect
        id="team-day-pick"
        label={<FormattedMessage id="staff.team.day.pick" />}
        value={String(column)}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {WEEKDAYS.map((weekday, index) => (
          <option key={weekday} value={index}>
            {dayName(weekday)}
          </option>
        ))}
      </NativeSelect>
      <div className="day-switcher-steps">
        <button type="button" className="button button-secondary" onClick={() => onChange(previous)}>
          <span aria-hidden="true">← </span>
          <span className="visually-hidden">
            <FormattedMessage id="staff.team.day.previous" />{' '}
          </span>
          {dayName(WEEKDAYS[previous] ?? 0)}
        </button>
        <button type="button" className="button button-secondary" onClick={() => onChange(next)}>
          <span className="visually-hidden">
            <FormattedMessage id="staff.team.day.next" />{' '}
          </span>
          {dayName(WEEKDAYS[next] ?? 1)}
          <span aria-hidden="true"> →</span>
        </button>
      </div>
    </fieldset>
  );
}
