import type { StaffAppointment } from '@booking/shared/contract/staff-calendar';
import { Link } from '@booking/shared/router';
import { FormattedMessage } from 'react-intl';
import { MatchBadge } from '../../../common/match-badge/match-badge';

/**
 * The customer record an appointment belongs to: a link to the customer's page,
 * with how an online booking found it (matched, or a new record); a deleted customer is named
 * as such. Nothing for a walk-in without a record.
 */
export function CustomerRecordLink({ appointment }: { appointment: StaffAppointment }) {
  const record = appointment.customer_record;
  if (!record) return null;
  const name = `${record.first_name} ${record.last_name}`;
  if (record.deleted) {
    return (
      <p className="appointment-record">
        <FormattedMessage id="staff.appointment.recordDeleted" values={{ name }} />
      </p>
    );
  }
  return (
    <p className="appointment-record">
      <Link to={`/staff/${encodeURIComponent(appointment.branch)}/customers/${record.id}`}>
        <FormattedMessage id="staff.appointment.recordLink" values={{ number: record.customer_number }} />
      </Link>
      {appointment.source === 'online' && (
        <>
          {' '}
          <MatchBadge match={record.match} />
        </>
      )}
    </p>
  );
}
