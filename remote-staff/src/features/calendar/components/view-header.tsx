import { Link } from '@booking/shared/router';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * The heading of a day or week and its tools: date navigation, the two "new" buttons
 * (staff-edit's dialogs), and a row of what the grid shows (cancelled or not) and its legend.
 */
export function ViewHeader({
  title,
  children,
  options,
}: {
  title: ReactNode;
  children: ReactNode;
  options: ReactNode;
}) {
  return (
    <div className="view-header">
      <h1 className="view-title">{title}</h1>
      {children}
      <div className="view-actions">
        <Link className="button" to="appointments/new">
          <FormattedMessage id="staff.calendar.newAppointment" />
        </Link>
        <Link className="button button-secondary" to="absences/new">
          <FormattedMessage id="staff.calendar.newAbsence" />
        </Link>
      </div>
      <div className="view-options">{options}</div>
    </div>
  );
}
