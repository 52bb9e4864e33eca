import { Link, useLocation, useTypedLoaderData } from '@booking/shared/router';
import { FormattedMessage } from 'react-intl';
import { LoadFailure } from '../../../common/dialog-data/failure-message';
import { StaffDialog } from '../../../common/staff-dialog/staff-dialog';
import { useCloseDialog } from '../../../common/staff-dialog/use-close-dialog';
import { allowedActions } from '../allowed-actions';
import type { AppointmentDetailsData, appointmentDetailsLoader } from '../api/appointment-details-loader';
import { AppointmentActions } from './appointment-actions';
import { AppointmentFacts } from './appointment-facts';
import { MoveAppointmentForm } from './move-appointment-form';
import { NotesForm } from './notes-form';
import './appointment-details.css';

/** `appointments/:appointment`: one appointment over the calendar, and what staff can do with it. */
export function AppointmentDetailsDialog() {
  const loaded = useTypedLoaderData<typeof appointmentDetailsLoader>();
  const close = useCloseDialog();
  const title = loaded.ok ? (
    (loaded.data.appointment.customer?.name ?? <FormattedMessage id="staff.appointment.walkInNobody" />)
  ) : (
    <FormattedMessage id="staff.appointment.details.title" />
  );
  return (
    <StaffDialog title={title} onClose={close}>
      {loaded.ok ? (
        <AppointmentDetails key={loaded.data.appointment.id} data={loaded.data} />
      ) : (
        <LoadFailure error={loaded.error} />
      )}
    </StaffDialog>
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
