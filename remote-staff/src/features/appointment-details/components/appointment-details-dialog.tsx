import { Link, useLocation, useTypedLoaderData } from '@booking/shared/router';
import { FormattedMessage } from 'react-intl';
import { LoadedDialog } from '../../../common/staff-dialog/loaded-dialog';
import type { AppointmentDetailsData, appointmentDetailsLoader } from '../api/appointment-details-loader';
import { allowedActions } from '../domain/allowed-actions';
import { AppointmentActions } from './appointment-actions';
import { AppointmentFacts } from './appointment-facts';
import { MoveAppointmentForm } from './move-appointment-form';
import { NotesForm } from './notes-form';
import './appointment-details.css';

/** `appointments/:appointment`: one appointment over the calendar, and what staff can do with it. */
export function AppointmentDetailsDialog() {
  return (
    <LoadedDialog
      loaded={useTypedLoaderData<typeof appointmentDetailsLoader>()}
      title={<FormattedMessage id="staff.appointment.details.title" />}
      titleOf={({ appointment }) =>
        appointment.customer?.name ?? <FormattedMessage id="staff.appointment.walkInNobody" />
      }
    >
      {(data) => <AppointmentDetails key={data.appointment.id} data={data} />}
    </LoadedDialog>
  );
}

function AppointmentDetails({ data }: { data: AppointmentDetailsData }) {
  const { appointment, employees, country } = data;
  // Read when the data arrives (each change reloads it): a dialog left open over the start
  // time offers the later actions after the next change or reopening.
  const allowed = allowedActions(appointment, Date.now());
  const { search } = useLocation();
  // Opened from the list of appointments an absence lies over: the way back to handle the next.
  const fromToHandle = new URLSearchParams(search).get('back') === 'to-handle';
  return (
    <>
      {fromToHandle && (
        <p>
          <Link to="../appointments-to-handle">
            <FormattedMessage id="staff.toHandle.back" />
          </Link>
        </p>
      )}
      <section>
        <AppointmentFacts appointment={appointment} country={country} />
      </section>
      <section>
        <NotesForm appointment={appointment} />
      </section>
      {allowed.move && (
        <section>
          <MoveAppointmentForm appointment={appointment} employees={employees} />
        </section>
      )}
      <AppointmentActions appointment={appointment} allowed={allowed} />
    </>
  );
}
