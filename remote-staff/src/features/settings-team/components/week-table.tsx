import type { SettingsEmployee } from '@booking/shared/contract/employee-settings';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { WEEKDAYS, type WeekFormValues } from '../domain/week-values';
import { HoursCell } from './hours-cell';
import { useDayName } from './use-day-name';

/**
 * The grid from a tablet's width up: employees down, Monday to Sunday across. Each row says
 * whether it repeats every week or every second week; a two-week row shows its second week
 * under the first. Where it is still too wide it scrolls sideways inside its own region.
 */
export function WeekTable({ employees }: { employees: readonly SettingsEmployee[] }) {
  const intl = useIntl();
  const dayName = useDayName();
  const { register } = useFormContext<WeekFormValues>();
  const rows = useWatch<WeekFormValues, 'rows'>({ name: 'rows' }) ?? [];
  return (
    <section className="team-week-scroll" aria-label={intl.formatMessage({ id: 'staff.team.week.caption' })}>
      <table className="team-week-table">
        <caption className="visually-hidden">
          <FormattedMessage id="staff.team.week.caption" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="staff.team.week.employee" />
            </th>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday} scope="col" abbr={dayName(weekday, 'long')}>
                {dayName(weekday, 'short')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {employees.flatMap((employee, index) => {
            const name = `${employee.first_name} ${employee.last_name}`;
            const twoWeeks = rows[index]?.cycle_weeks === '2';
            const weeks = twoWeeks ? [0, 1] : [0];
            return weeks.map((week) => (
              <tr key={`${employee.id}-${week}`}>
                <th scope="row">
                  {week === 0 ? (
                    <>
                      <span>{name}</span>
                      <label className="team-week-cycle">
                        <span className="visually-hidden">
                          <FormattedMessage id="staff.team.week.repeats" values={{ name }} />
                        </span>
                        <select {...register(`rows.${index}.cycle_weeks`)}>
                          <option value="1">{intl.formatMessage({ id: 'staff.team.week.everyWeek' })}</option>
                          <option value="2">{intl.formatMessage({ id: 'staff.team.week.everySecondWeek' })}</option>
                        </select>
                      </label>
                    </>
                  ) : (
                    <span className="team-week-second">
                      <FormattedMessage id="staff.team.week.secondWeek" values={{ name }} />
                    </span>
                  )}
                </th>
                {WEEKDAYS.map((weekday, column) => {
                  const cell = week * 7 + column;
                  const day = dayName(weekday, 'long');
                  return (
                    <HoursCell
                      key={weekday}
                      id={`hours-${employee.id}-${cell}`}
                      name={`rows.${index}.cells.${cell}`}
                      label={intl.formatMessage(
                        { id: twoWeeks ? 'staff.team.week.cellOfWeek' : 'staff.team.week.cell' },
                        { name, day, week: week + 1 },
                      )}
                    />
                  );
                })}
              </tr>
            ));
          })}
        </tbody>
      </table>
    </section>
  );
}
