import { Link } from '@booking/shared/router';
import { shiftDate } from '@booking/shared/time/local-date';
import { Skeleton } from '@booking/shared/ui/skeleton/skeleton';
import { lazy, Suspense, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** The month grid (react-day-picker, about 22 KB) only when asked for: most days start at "Today". */
const DatePicker = lazy(() =>
  import('@booking/shared/ui/date-picker/date-picker').then((module) => ({ default: module.DatePicker })),
);

interface DateNavigationProps {
  date: string;
  today: string;
  /** Days one step of previous/next moves: 1 in the day view, 7 in the week view. */
  step: number;
  pathFor: (date: string) => string;
  onPick: (date: string) => void;
}

/** Previous, today, next and a date picker that opens below; the picker is the shared kit's. */
export function DateNavigation({ date, today, step, pathFor, onPick }: DateNavigationProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const pickerId = useId();
  const unit = step === 7 ? 'Week' : 'Day';
  return (
    <div className="date-navigation">
      <Link className="button button-secondary" to={pathFor(shiftDate(date, -step))}>
        <span aria-hidden="true">‹</span>
        <FormattedMessage id={unit === 'Week' ? 'staff.nav.previousWeek' : 'staff.nav.previousDay'} />
      </Link>
      <Link className="button button-secondary" to={pathFor(today)} aria-current={date === today ? 'date' : undefined}>
        <FormattedMessage id="staff.nav.today" />
      </Link>
      <Link className="button button-secondary" to={pathFor(shiftDate(date, step))}>
        <FormattedMessage id={unit === 'Week' ? 'staff.nav.nextWeek' : 'staff.nav.nextDay'} />
        <span aria-hidden="true">›</span>
      </Link>
      <button
        type="button"
        className="button button-secondary"
        aria-expanded={open}
        aria-controls={pickerId}
        onClick={() => setOpen((value) => !value)}
      >
        <FormattedMessage id="staff.nav.pickDate" />
      </button>
      <div id={pickerId} className="date-navigation-picker" hidden={!open}>
        {open && (
          <Suspense fallback={<Skeleton rows={5} rowHeight="2.5rem" />}>
            <DatePicker
              value={date}
              first={shiftDate(today, -366)}
              last={shiftDate(today, 366)}
              label={intl.formatMessage({ id: 'staff.nav.pickDate' })}
              onChange={(picked) => {
                setOpen(false);
                onPick(picked);
              }}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
