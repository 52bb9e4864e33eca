import { Outlet, useNavigate, useSearchParams, useTypedLoaderData } from '@booking/shared/router';
import { formatZoned } from '@booking/shared/time/format-zoned';
import { dayNumber } from '@booking/shared/time/local-date';
import { todayIn } from '@booking/shared/time/today-in';
import { FormattedMessage, useIntl } from 'react-intl';
import { CalendarLegend } from '../components/calendar-legend';
import { CancelledToggle } from '../components/cancelled-toggle';
import { DateNavigation } from '../components/date-navigation';
import { formatLocalDate } from '../components/format-date';
import { useMove } from '../components/use-move';
import { useNow } from '../components/use-now';
import { ViewHeader } from '../components/view-header';
import { dayPath, newAppointmentHref, showsCancelled } from '../domain/calendar-paths';
import { calendarItems, isCancelled, windowPeriods } from '../grid/calendar-items';
import { columnSpan, gridWindow } from '../grid/grid-geometry';
import { periodOf } from '../grid/period-of';
import { type GridColumn, TimeGrid } from '../grid/time-grid';
import type { dayLoader } from './day-loader';

/** One day of the branch: a column per employee, over the hours anyone works or anything is booked. */
export function DayView() {
  const { date, calendar } = useTypedLoaderData<typeof dayLoader>();
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const showCancelled = showsCancelled(search);
  const now = useNow();
  const zone = calendar.branch.timezone;
  const today = todayIn(zone, now);
  const move = useMove(zone);
  const day = dayNumber(date);
  const every = calendarItems(calendar);
  const items = showCancelled ? every : every.filter((item) => !isCancelled(item));
  const window = gridWindow(windowPeriods(calendar, items), zone, [day]);
  const columns: GridColumn[] = calendar.employees.map((employee) => {
    const name = `${employee.first_name} ${employee.last_name}`;
    return {
      key: employee.id,
      label: name,
      name,
      employeeId: employee.id,
      span: columnSpan(day, window, zone),
      open: employee.working_hours.map(periodOf),
      items: items.filter((item) => item.employeeId === employee.id),
      today: date === today,
    };
  });
  const title = formatLocalDate(intl, date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

  return (
    <section className="calendar-view" aria-labelledby="calendar-view-title">
      <ViewHeader
        title={<span id="calendar-view-title">{title}</span>}
        options={
          <>
            <CancelledToggle count={every.filter(isCancelled).length} />
            <CalendarLegend />
          </>
        }
      >
        <DateNavigation
          date={date}
          today={today}
          step={1}
          pathFor={(d) => dayPath(calendar.branch.slug, d, showCancelled)}
          onPick={(d) => navigate(dayPath(calendar.branch.slug, d, showCancelled))}
        />
      </ViewHeader>
      {columns.length === 0 ? (
        <p className="calendar-empty">
          <FormattedMessage id="staff.day.nobody" />
        </p>
      ) : (
        <TimeGrid
          columns={columns}
          zone={zone}
          label={intl.formatMessage({ id: 'staff.day.gridLabel' }, { date: title })}
          now={now}
          newHref={(column, start) => newAppointmentHref(column.employeeId, formatZoned(start, zone))}
          onMove={move}
        />
      )}
      <Outlet />
    </section>
  );
}
