import type { AppointmentInTheWay } from '@booking/shared/contract/appointments-in-the-way';
import { Link } from '@booking/shared/router';
import { useFormatZoned } from '@booking/shared/ui/format/formatted-zoned';
import { FormattedMessage } from 'react-intl';

/**
 * Appointments a change touched: when, for whom, what. With `branchSlug`, each links to the
 * appointment in the branch's calendar, where it can be moved or cancelled.
 */
export function AppointmentList({
  appointments,
  branchSlug,
}: {
  appointments: readonly AppointmentInTheWay[];
  branchSlug?: string;
}) {
  const format = useFormatZoned();
  return (
    <ul className="over-appointments">
      {appointments.map((appointment) => {
        const when = (
          <>
            {format(appointment.start, { dateStyle: 'medium', timeStyle: 'short' })}–
            {format(appointment.end, { timeStyle: 'short' })}
          </>
        );
        return (
          <li key={appointment.id}>
            {branchSlug ? (
              <Link to={`/staff/${branchSlug}/day/${appointment.start.slice(0, 10)}/appointments/${appointment.id}`}>
                {when}
              </Link>
            ) : (
              <strong>{when}</strong>
            )}{' '}
            {appointment.customer ?? <FormattedMessage id="staff.appointment.walkInNobody" />}
            {' · '}
            {appointment.services.join(', ')}
          </li>
        );
      })}
    </ul>
  );
}
