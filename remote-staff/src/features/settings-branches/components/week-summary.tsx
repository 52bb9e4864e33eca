import type { WeekHours } from '@booking/shared/contract/branch-settings';
import { FormattedMessage } from 'react-intl';
import { useWeekdayNames } from './use-weekday-names';

/** Monday first, as a week is read here; the data counts Sunday as 0. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** A branch's hours in a few lines: each day with its periods, or closed. */
export function WeekSummary({ hours }: { hours: WeekHours }) {
  const names = useWeekdayNames('short');
  if (hours.every((day) => day.length === 0)) {
    return (
      <p className="muted">
        <FormattedMessage id="staff.settings.branches.noHours" />
      </p>
    );
  }
  return (
    <dl className="branch-week-summary">
      {WEEK_ORDER.map((weekday) => (
        <div key={weekday}>
          <dt>{names[weekday]}</dt>
          <dd>
            {hours[weekday]?.length ? (
              hours[weekday].map((p) => `${p.start}–${p.end}`).join(', ')
            ) : (
              <FormattedMessage id="staff.settings.branches.dayClosed" />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
