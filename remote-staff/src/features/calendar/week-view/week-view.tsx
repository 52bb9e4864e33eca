import { Outlet, useNavigate, useSearchParams, useTypedLoaderData } from '@booking/shared/router';
import { formatZoned } from '@booking/shared/time/format-zoned';
import { dayNumber } from '@booking/shared/time/local-date';
import { todayIn } from '@booking/shared/time/today-in';
import { NativeSelect } from '@booking/shared/ui/select-field/native-select';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CalendarLegend } from '../components/calendar-legend';
import { CancelledToggle } from '../components/cancelled-toggle';
import { DateNavigation } from '../components/date-navigation';
import { formatLocalDate } from '../components/format-date';
import { useMove } from '../components/use-move';
import { useNow } from '../components/use-now';
import { ViewHeader } from '../components/view-header';
import { dayPath, newAppointmentHref, showsCancelled, weekPath } from '../domain/calendar-paths';
import { dayRange, weekDates } from '../domain/calendar-range';
import { splitAbsenceBands } from '../grid/absence-bands';
import { calendarItems, type GridItem, isCancelled, windowPeriods } from '../grid/calendar-items';
import { columnSpan, gridWindow } from '../grid/grid-geometry';
import { periodOf } from '../grid/period-of';
import { type GridColumn, TimeGrid } from '../grid/time-grid';
import type { weekLoader } from './week-loader';

/** Seven local days side by side, of one employee (`?employee=`) or of all. */
export function WeekView() {
  const { date, calendar } = useTypedLoaderData<typeof weekLoader>();
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const selectId = useId();
  const now = useNow();
  const zone = calendar.branch.timezone;
  const branch = calendar.branch.slug;
  const today = todayIn(zone, now);
  const move = useMove(zone);
  const chosen = calendar.employees.find((e) => e.id === search.get('employee')) ?? null;
  const employeeId = chosen?.id ?? null;
  const dates = weekDates(date);
  const showCancelled = showsCancelled(search);
  const allItems = calendarItems(calendar);
  const whose = employeeId ? allItems.filter((item) => item.employeeId === employeeId) : allItems;
  const items = showCancelled ? whose : whose.filter((item) => !isCancelled(item));
  const window = gridWindow(windowPeriods(calendar, items), zone, dates.map(dayNumber));
  const open = (chosen ? chosen.working_hours : calendar.employees.flatMap((e) => e.working_hours)).map(periodOf);

  // All employees: absences go behind the appointments as bands, the team's breaks merged.
  const dayItems = (dayList: GridItem[], day: number) =>
    employeeId ? { items: dayList } : splitAbsenceBands(dayList, columnSpan(day, window, zone));
  const columns: GridColumn[] = dates.map((day) => {
    const range = dayRange(day, zone);
    const label = formatLocalDate(intl, day, { weekday: 'short', day: 'numeric', month: 'short' });
    return {
      key: day,
      label,
      name: formatLocalDate(intl, day, { weekday: 'long', day: 'numeric', month: 'long' }),
      employeeId,
      span: columnSpan(dayNumber(day), window, zone),
      open: open.filter((p) => p.start < range.end && p.end > range.start),
      ...dayItems(
        items.filter((item) => item.start < range.end && item.end > range.start),
        dayNumber(day),
      ),
      today: day === today,
      // All employees: a stretch with more lanes than fit says "+N" and opens this day, where each
      // employee has a column. One employee's lanes are few (an absence, a cancelled one): all drawn.
      moreHref: employeeId ? undefined : dayPath(branch, day, showCancelled),
    };
  });
  const first = dates[0] ?? date;
  const last = dates[6] ?? date;
  const title = intl.formatMessage(
    { id: 'staff.week.title' },
    {
      from: formatLocalDate(intl, first, { day: 'numeric', month: 'short' }),
      to: formatLocalDate(intl, last, { day: 'numeric', month: 'short', year: 'numeric' }),
    },
  );

  return (
    <section className="calendar-view" aria-labelledby="calendar-view-title">
      <ViewHeader
        title={<span id="calendar-view-title">{title}</span>}
        options={
          <>
            <CancelledToggle count={whose.filter(isCancelled).length} />
            <CalendarLegend />
          </>
        }
      >
        <DateNavigation
          date={date}
          today={today}
          step={7}
          pathFor={(d) => weekPath(branch, d, employeeId, showCancelled)}
          onPick={(d) => navigate(weekPath(branch, d, employeeId, showCancelled))}
        />
        <NativeSelect
          id={selectId}
          className="week-employee"
          label={<FormattedMessage id="staff.week.employee" />}
          value={employeeId ?? ''}
          onChange={(event) => navigate(weekPath(branch, date, event.target.value || null, showCancelled))}
        >
          <option value="">{intl.formatMessage({ id: 'staff.week.allEmployees' })}</option>
          {calendar.employees.map((e) => (
            <option key={e.id} value={e.id}>
              {e.first_name} {e.last_name}
            </option>
          ))}
        </NativeSelect>
      </ViewHeader>
      <TimeGrid
        columns={columns}
        zone={zone}
        label={title}
        now={now}
        newHref={(column, start) => newAppointmentHref(column.employeeId, formatZoned(start, zone))}
        onMove={move}
        showEmployee={!employeeId}
        markToday
        minColumn="5.75rem"
      />
      <Outlet />
    </section>
  );
}
