import { Link, useNavigate } from '@booking/shared/router';
import { todayIn } from '@booking/shared/time/today-in';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DateNavigation } from '../components/date-navigation';
import { formatLocalDate } from '../components/format-date';

interface HostHeaderProps {
  titleId: string;
  /** The screen's name before the date ("Service", "Tables"). */
  label: ReactNode;
  date: string;
  zone: string;
  now: number;
  /** The restaurant is closed that day: nobody is seated. */
  closed: boolean;
  pathFor: (date: string) => string;
}

/**
 * The head of the host stand's day screens: the day in words, the salon calendar's date
 * navigation (a URL per day), and the two ways to add a party: a reservation for a phone call
 * and a walk-in seated now (only today, and only when the restaurant is open: a walk-in sits
 * down now).
 */
export function HostHeader({ titleId, label, date, zone, now, closed, pathFor }: HostHeaderProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const today = todayIn(zone, now);
  const title = formatLocalDate(intl, date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <div className="view-header">
      <h1 className="view-title" id={titleId}>
        {label}: {title}
      </h1>
      <DateNavigation date={date} today={today} step={1} pathFor={pathFor} onPick={(d) => navigate(pathFor(d))} />
      <div className="view-actions">
        <Link className="button" to="reservations/new">
          <FormattedMessage id="staff.host.newReservation" />
        </Link>
        {date === today && !closed && (
          <Link className="button button-secondary" to="walk-in">
            <FormattedMessage id="staff.host.walkIn" />
          </Link>
        )}
      </div>
    </div>
  );
}
