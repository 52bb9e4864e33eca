import { TimeField } from '@booking/shared/ui/time-field/time-field';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type { BranchFormValues } from '../domain/branch-form-values';
import { useWeekdayNames } from './use-weekday-names';
import { WEEK_ORDER } from './week-summary';

/**
 * The week's opening hours, Monday first: each day as many periods as it has (a break is the
 * gap between two), none for a day the branch is closed. Each day is a fieldset named by the
 * weekday, so a screen reader says which day a time belongs to.
 */
export function OpeningHoursFields() {
  // No period all week: the branch keeps no hours of its own, so no day reads as closed.
  const weekEmpty = useFormContext<BranchFormValues>()
    .watch('opening_hours')
    .every((day) => day.length === 0);
  return (
    <fieldset className="branch-form-group">
      <legend>
        <FormattedMessage id="staff.settings.branches.hours" />
      </legend>
      <p className="muted" id="branch-hours-hint">
        <FormattedMessage id="staff.settings.branches.hoursHint" />
      </p>
      {weekEmpty && (
        <p>
          <FormattedMessage id="staff.settings.branches.noHours" />
        </p>
      )}
      {WEEK_ORDER.map((weekday) => (
        <DayPeriods key={weekday} weekday={weekday} weekEmpty={weekEmpty} />
      ))}
    </fieldset>
  );
}

function DayPeriods({ weekday, weekEmpty }: { weekday: number; weekEmpty: boolean }) {
  const day = useWeekdayNames('long')[weekday] ?? '';
  const { control, formState } = useFormContext<BranchFormValues>();
  const name = `opening_hours.${weekday}` as const;
  const { fields, append, remove } = useFieldArray({ control, name });
  const dayError = formState.errors.opening_hours?.[weekday]?.root ?? formState.errors.opening_hours?.root;
  return (
    <fieldset className="branch-day" aria-describedby={dayError ? undefined : 'branch-hours-hint'}>
      <legend>{day}</legend>
      {fields.length === 0 && !weekEmpty && (
        <p className="muted">
          <FormattedMessage id="staff.settings.branches.dayClosed" />
        </p>
      )}
      {fields.map((field, index) => (
        <div key={field.id} className="branch-period">
          <TimeField
            id={`branch-hours-${weekday}-${index}-start`}
            name={`${name}.${index}.start`}
            label={<FormattedMessage id="staff.settings.branches.opens" values={{ day, n: index + 1 }} />}
          />
          <TimeField
            id={`branch-hours-${weekday}-${index}-end`}
            name={`${name}.${index}.end`}
            label={<FormattedMessage id="staff.settings.branches.closes" values={{ day, n: index + 1 }} />}
          />
          <button type="button" className="button button-secondary" onClick={() => remove(index)}>
            <FormattedMessage id="staff.settings.branches.removePeriod" values={{ day, n: index + 1 }} />
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button button-secondary"
        onClick={() => {
          const last = fields.at(-1);
          append(
            last ? { start: last.end, end: last.end < '23:00' ? '23:00' : '24:00' } : { start: '09:00', end: '18:00' },
          );
        }}
      >
        <FormattedMessage id="staff.settings.branches.addPeriod" values={{ day }} />
      </button>
    </fieldset>
  );
}
