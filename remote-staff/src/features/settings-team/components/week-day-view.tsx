import type { SettingsEmployee } from '@booking/shared/contract/employee-settings';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { cellsOfWeekday, WEEKDAYS, type WeekFormValues, weekdayOfCell } from '../domain/week-values';
import { DaySwitcher } from './day-switcher';
import { HoursInput } from './hours-input';
import { useDayName } from './use-day-name';

/** The entries of an error tree's list, whether it came as an array or as numbered keys. */
const entriesOf = (errors: unknown): [string, unknown][] =>
  errors && typeof errors === 'object' ? Object.entries(errors) : [];

/** The first day (counted from Monday) with a cell the last submit refused, or null. */
function firstBadColumn(errors: unknown): number | null {
  const columns = entriesOf(errors).flatMap(([, row]) =>
    entriesOf((row as { cells?: unknown } | undefined)?.cells).flatMap(([cell, error]) =>
      error && /^\d+$/.test(cell) ? [WEEKDAYS.indexOf(weekdayOfCell(Number(cell)) as 1)] : [],
    ),
  );
  return columns.length > 0 ? Math.min(...columns) : null;
}

/**
 * The week on a phone, one day at a time: the day switcher, then each employee with whether
 * they repeat every week or every second week and their hours that day (both weeks' in a
 * two-week rota), edited in place. The other days keep what was typed. A save refused for a
 * day not shown turns to that day and puts the focus on the first refused hours.
 */
export function WeekDayView({ employees }: { employees: readonly SettingsEmployee[] }) {
  const intl = useIntl();
  const dayName = useDayName();
  const { register, formState } = useFormContext<WeekFormValues>();
  const rows = useWatch<WeekFormValues, 'rows'>({ name: 'rows' }) ?? [];
  const [column, setColumn] = useState(0);
  const weekday = WEEKDAYS[column] ?? 1;
  const day = dayName(weekday);
  const list = useRef<HTMLUListElement>(null);
  const focusBad = useRef(false);
  const { submitCount, errors } = formState;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new submit turns the day
  useEffect(() => {
    const bad = firstBadColumn(errors.rows);
    if (bad === null || bad === column) return;
    focusBad.current = true;
    setColumn(bad);
  }, [submitCount]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the day just turned to is rendered
  useEffect(() => {
    if (!focusBad.current) return;
    focusBad.current = false;
    list.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [column]);

  return (
    <section className="team-day" aria-labelledby="team-day-title">
      <DaySwitcher column={column} onChange={setColumn} />
      <h3 id="team-day-title" aria-live="polite">
        {day}
      </h3>
      <ul className="team-day-list" ref={list}>
        {employees.map((employee, index) => {
          const name = `${employee.first_name} ${employee.last_name}`;
          const twoWeeks = rows[index]?.cycle_weeks === '2';
          return (
            <li key={employee.id}>
              <fieldset>
                <legend>{name}</legend>
                <label className="team-week-cycle">
                  <FormattedMessage id="staff.team.day.repeats" />
                  <select {...register(`rows.${index}.cycle_weeks`)}>
                    <option value="1">{intl.formatMessage({ id: 'staff.team.week.everyWeek' })}</option>
                    <option value="2">{intl.formatMessage({ id: 'staff.team.week.everySecondWeek' })}</option>
                  </select>
                </label>
                {cellsOfWeekday(rows[index], weekday).map((cell, week) => {
                  const id = `hours-${employee.id}-${cell}`;
                  const values = { name, day, week: week + 1 };
                  return (
                    <div key={cell} className="hours-field">
                      <label htmlFor={id}>
                        {twoWeeks ? (
                          <FormattedMessage id="staff.team.day.hoursOfWeek" values={values} />
                        ) : (
                          <FormattedMessage id="staff.team.day.hours" values={values} />
                        )}
                      </label>
                      <HoursInput
                        id={id}
                        name={`rows.${index}.cells.${cell}`}
                        label={intl.formatMessage(
                          { id: twoWeeks ? 'staff.team.week.cellOfWeek' : 'staff.team.week.cell' },
                          values,
                        )}
                      />
                    </div>
                  );
                })}
              </fieldset>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
