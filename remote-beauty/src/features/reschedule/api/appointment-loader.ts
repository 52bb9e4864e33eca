import { loaderApi } from '@booking/shared/api-client/api-access';
import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import type { Appointment } from '@booking/shared/contract/appointments';
import type { ChangeQuote } from '@booking/shared/contract/change-quotes';
import { quoteChange } from '@booking/shared/contract/operations/manage';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { loadAppointment } from '../../../common/appointment/load-appointment';

/** The reschedule screen: the appointment and what moving it would cost now. */
export async function rescheduleLoader({
  params,
  request,
  context,
}: LoaderFunctionArgs): Promise<{ appointment: Appointment; quote: ChangeQuote }> {
  const { organization = '', token = '' } = params;
  const api = loaderApi(context);
  const [appointment, quote] = await Promise.all([
    loadAppointment(api, organization, token, request.signal),
    loadOrThrow(
      quoteChange,
      { params: { organization, token }, query: { change: 'reschedule' } },
      { ...api, signal: request.signal },
    ),
  ]);
  return { appointment, quote: quote.results.quote };
}

/** The rescheduled screen: the appointment as it is now. */
export async function rescheduledLoader({
  params,
  request,
  context,
}: LoaderFunctionArgs): Promise<{ appointment: Appointment }> {
  const { organization = '', token = '' } = params;
  return { appointment: await loadAppointment(loaderApi(context), organization, token, request.signal) };
}
