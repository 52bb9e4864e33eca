import type { AppointmentInTheWay } from '@booking/shared/contract/appointments-in-the-way';
import { ConfirmDialog } from '@booking/shared/ui/confirm-dialog/confirm-dialog';
import { useFormatZoned } from '@booking/shared/ui/format/formatted-zoned';
import { FormattedMessage } from 'react-intl';

/**
 * Asked when an absence would lie over booked appointments (an employee fell ill): which
 * ones (when, for whom, what), and that they stay booked until each is moved or cancelled
 * from the list of appointments to handle. "No" goes back to the form as it was.
 */
export function OverAppointmentsQuestion({
  appointments,
  onConfirm,
  onCancel,
}: {
  appointments: readonly AppointmentInTheWay[] | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const format = useFormatZoned();
  const count = appointments?.length ?? 0;
  return (
    <ConfirmDialog
      open={appointments !== null}
      title={<FormattedMessage id="staff.absence.over.question" values={{ count }} />}
      confirmLabel={<FormattedMessage id="staff.absence.over.confirm" />}
      cancelLabel={<FormattedMessage id="staff.absence.over.keep" />}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {appointments && (
        <>
          <ul className="over-appointments">
            {appointments.map((appointment) => (
              <li key={appointment.id}>
                <strong>
                  {format(appointment.start, { dateStyle: 'medium', timeStyle: 'short' })}–
                  {format(appointment.end, { timeStyle: 'short' })}
                </strong>{' '}
                {appointment.customer ?? <FormattedMessage id="staff.appointment.walkInNobody" />}
                {' · '}
                {appointment.services.join(', ')}
              </li>
            ))}
          </ul>
          <p>
            <FormattedMessage id="staff.absence.over.explain" values={{ count }} />
          </p>
        </>
      )}
    </ConfirmDialog>
  );
}
