import { Link, useLocation, useParams, useTypedLoaderData } from '@booking/shared/router';
import { FormattedZoned } from '@booking/shared/ui/format/formatted-zoned';
import { useHeadingFocus } from '@booking/shared/ui/heading-focus/heading-focus';
import { FormattedMessage } from 'react-intl';
import { AppointmentCalendar } from '../../../common/calendar/appointment-calendar';
import type { rescheduledLoader } from '../api/appointment-loader';
import type { RescheduledState } from './reschedule-step';

/** `/{org}/{branch}/{token}/rescheduled`: what changed, and the way back to the summary. */
export function RescheduledView() {
  const { appointment } = useTypedLoaderData<typeof rescheduledLoader>();
  const { organization = '', branch = '', token = '' } = useParams();
  const previous = (useLocation().state as RescheduledState | null)?.previousStart ?? null;
  const heading = useHeadingFocus();
  const employee = `${appointment.employee.first_name} ${appointment.employee.last_name}`;
  return (
    <section className="rescheduled" aria-labelledby="rescheduled-title">
      <h1 id="rescheduled-title" ref={heading} tabIndex={-1}>
        <FormattedMessage id="beauty.rescheduled.title" />
      </h1>
      <dl className="rescheduled-facts">
        {previous && (
          <>
            <dt>
              <FormattedMessage id="beauty.rescheduled.before" />
            </dt>
            <dd>
              <s>
                <FormattedZoned value={previous} dateStyle="full" timeStyle="short" />
              </s>
            </dd>
          </>
        )}
        <dt>
          <FormattedMessage id="beauty.rescheduled.now" />
        </dt>
        <dd>
          <FormattedZoned value={appointment.start} dateStyle="full" timeStyle="short" />
        </dd>
        <dt>
          <FormattedMessage id="beauty.rescheduled.with" />
        </dt>
        <dd>{employee}</dd>
        <dt>
          <FormattedMessage id="beauty.rescheduled.services" />
        </dt>
        <dd>{appointment.services.map((service) => service.name).join(', ')}</dd>
      </dl>
      <AppointmentCalendar appointment={appointment} token={token} />
      <Link className="button button-secondary" to={`/${organization}/${branch}/${token}`}>
        <FormattedMessage id="beauty.reschedule.backToSummary" />
      </Link>
    </section>
  );
}
