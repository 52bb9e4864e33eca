import { useTypedLoaderData } from '@booking/shared/router';
import { ConfirmedView } from '../../../common/reservation/confirmed-view';
import type { rescheduledLoader } from '../api/reservation-loader';

/** `{token}/confirmed` after a reschedule, and `{token}/cancelled` after a cancellation. */
export function RescheduledConfirmed() {
  const { reservation, token, origin } = useTypedLoaderData<typeof rescheduledLoader>();
  return <ConfirmedView reservation={reservation} token={token} titleId="gastro.rescheduled.title" origin={origin} />;
}
