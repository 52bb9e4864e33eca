import type { AppointmentToHandle } from '@booking/shared/contract/staff-absences';
import { Link, useTypedLoaderData } from '@booking/shared/router';
import { generatePath } from '@booking/shared/router-paths';
import { useFormatZoned } from '@booking/shared/ui/format/formatted-zoned';
import { FormattedMessage } from 'react-intl';
import { LoadedDialog } from '../../../common/staff-dialog/loaded-dialog';
import type { appointmentsToHandleLoader } from '../api/appointments-to-handle-loader';
import './appointments-to-handle.css';

/**
 * `appointments-to-handle`: the appointments an absence was recorded over (an employee fell
 * ill) and those kept when the owner took their time out of the working hours, each to move
 * to another employee or time, or to cancel with a message to the customer, in its own
 * dialog; that dialog leads back here. A handled one leaves the list.
 */
export function AppointmentsToHandleDialog() {
  return (
    <LoadedDialog
      loaded={useTypedLoaderData<typeof appointmentsToHandleLoader>()}
      title={<FormattedMessage id="staff.toHandle.title" />}
    >
      {(data) => <ToHandleList branch={data.branch} appointments={data.appointments} />}
    </LoadedDialog>
  );
}

function ToHandleList({ branch, appointments }: { branch: string; appointments: AppointmentToHandle[] }) {
  if (appointments.length === 0) {
    return (
      <p className="to-handle-empty">
        <FormattedMessage id="staff.toHandle.empty" />
      </p>
    );
  }
  return (
    <>
      <p>
        <FormattedMessage id="staff.toHandle.explain" />
      </p>
      <ul className="to-handle-list">
        {appointments.map((item) => (
          <ToHandleItem key={item.appointment.id} branch={branch} item={item} />
        ))}
      </ul>
    </>
  );
}

function ToHandleItem({ branch, item }: { branch: string; item: AppointmentToHandle }) {
  const format = useFormatZoned();
  const { appointment, absence } = item;
  const customer = appointment.customer?.name;
  const name = `${appointment.employee.first_name} ${appointment.employee.last_name}`;
  const details = generatePath('/staff/:branch/day/:date/appointments/:appointment', {
    branch,
    date: appointment.start.slice(0, 10),
    appointment: appointment.id,
  });
  return (
    <li className="to-handle-item">
      <p className="to-handle-when">
        {format(appointment.start, { dateStyle: 'full', timeStyle: 'short' })}–
        {format(appointment.end, { timeStyle: 'short' })}
      </p>
      <p>
        <strong>{customer ?? <FormattedMessage id="staff.appointment.walkInNobody" />}</strong>
        {' · '}
        {appointment.services.map((service) => service.name).join(', ')}
      </p>
      <p className="muted">
        {absence ? (
          <>
            <FormattedMessage
              id="staff.toHandle.absentEmployee"
              values={{ name, kind: <FormattedMessage id={`staff.absence.kind.${absence.kind}`} /> }}
            />
            {absence.reason ? ` (${absence.reason})` : ''}
          </>
        ) : (
          <FormattedMessage id="staff.toHandle.outsideHours" values={{ name }} />
        )}
      </p>
      <Link className="button button-secondary" to={`${details}?back=to-handle`}>
        <FormattedMessage id="staff.toHandle.open" />
      </Link>
    </li>
  );
}
