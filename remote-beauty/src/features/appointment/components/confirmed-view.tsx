import { useApi } from '@booking/shared/api-client/api-access';
import { buildUrl } from '@booking/shared/api-client/build-url';
import { getAppointmentCalendarFile } from '@booking/shared/contract/operations/calendar-files';
import { Link, useParams, useTypedLoaderData } from '@booking/shared/router';
import { notificationStore } from '@booking/shared/stores/notifications';
import { FormattedZoned } from '@booking/shared/ui/format/formatted-zoned';
import { StepFrame } from '@booking/shared/ui/step-frame/step-frame';
import { FormattedMessage } from 'react-intl';
import type { confirmedLoader } from '../api/appointment-loaders';
import { confirmedWording } from '../domain/confirmed-wording';
import { AppointmentSummary } from './appointment-summary';

/**
 * The end of the flow: what was booked (confirmed, or reserved while its payment is due), its
 * manage link (copyable), the calendar file once confirmed, book another.
 */
export function ConfirmedView() {
  const { token, appointment, branch: place } = useTypedLoaderData<typeof confirmedLoader>();
  const { organization = '', branch = '' } = useParams();
  const manageUrl = `${window.location.origin}/${organization}/${branch}/${token}`;
  const wording = confirmedWording(appointment.payment_state);
  const { apiBase } = useApi();
  const calendarUrl = buildUrl(apiBase, getAppointmentCalendarFile, { organization, token }, undefined);

  async function copy() {
    try {
      await navigator.clipboard.writeText(manageUrl);
      notificationStore.getState().push({ kind: 'success', messageId: 'beauty.confirmed.copied' });
    } catch {
      // No clipboard (permission, old browser): the link is on screen to select by hand.
      notificationStore.getState().push({ kind: 'info', messageId: 'beauty.confirmed.copyByHand' });
    }
  }

  return (
    <StepFrame title={<FormattedMessage id={wording.title} />}>
      <p>
        <FormattedMessage
          id={wording.lead}
          values={{
            email: appointment.contact.email,
            deadline: wording.payBy && <FormattedZoned value={wording.payBy} dateStyle="full" timeStyle="short" />,
          }}
        />
      </p>
      <AppointmentSummary appointment={appointment} branch={place} />
      <section aria-labelledby="manage-link-title" className="manage-link">
        <h2 id="manage-link-title">
          <FormattedMessage id="beauty.confirmed.manageTitle" />
        </h2>
        <p className="muted" id="manage-link-hint">
          <FormattedMessage id="beauty.confirmed.manageHint" />
        </p>
        <p className="manage-link-url">
          <Link to={`/${organization}/${branch}/${token}`} aria-describedby="manage-link-hint">
            {manageUrl}
          </Link>
        </p>
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          <FormattedMessage id="beauty.confirmed.copy" />
        </button>
      </section>
      <div className="actions">
        {wording.calendar && (
          <a className="button button-secondary" href={calendarUrl} download="appointment.ics">
            <FormattedMessage id="beauty.confirmed.addToCalendar" />
          </a>
        )}
        <Link className="button" to={`/${organization}/${branch}/book`}>
          <FormattedMessage id="beauty.confirmed.bookAnother" />
        </Link>
      </div>
    </StepFrame>
  );
}
