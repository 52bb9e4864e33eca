import { Link, useParams, useTypedLoaderData } from '@booking/shared/router';
import { useHeadingFocus } from '@booking/shared/ui/heading-focus/heading-focus';
import { FormattedMessage } from 'react-intl';
import type { cancelledLoader } from '../api/appointment-loaders';
import { AppointmentSummary } from './appointment-summary';

/** After cancelling: the appointment in its cancelled state and a way to book again. */
export function CancelledView() {
  const { appointment } = useTypedLoaderData<typeof cancelledLoader>();
  const { organization = '', branch = '' } = useParams();
  const heading = useHeadingFocus();
  return (
    <section aria-labelledby="cancelled-title" className="manage">
      <h1 id="cancelled-title" ref={heading} tabIndex={-1}>
        <FormattedMessage id={appointment.status === 'cancelled' ? 'beauty.cancelled.title' : 'beauty.manage.title'} />
      </h1>
      <AppointmentSummary appointment={appointment} />
      <p>
        <Link className="button" to={`/${organization}/${branch}/book`}>
          <FormattedMessage id="beauty.confirmed.bookAnother" />
        </Link>
      </p>
    </section>
  );
}
