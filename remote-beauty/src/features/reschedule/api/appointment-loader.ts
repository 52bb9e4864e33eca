import { call } from '@booking/shared/api-client/call';
import type { Appointment } from '@booking/shared/contract/appointments';
import type { ChangeQuote } from '@booking/shared/contract/change-quotes';
import { getAppointment, quoteChange } from '@booking/shared/contract/operations/manage';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { loaderApiBase } from '@booking/shared/stores/request-stores';

const notFound = (code: 'appointment_not_found' | 'not_found') => new Response(null, { status: 404, statusText: code });

/** The appointment behind a manage token; an unknown or malformed token is the not-found view. */
async function appointmentOf({ params, request, context }: LoaderFunctionArgs): Promise<Appointment> {
  const result = await call(
    getAppointment,
    { params: { organization: params.organization ?? '', token: params.token ?? '' } },
    { apiBase: loaderApiBase(context), signal: request.signal },
  );
  if (result.ok) return result.data.results.appointment;
  // Unknown: a link that is not valid (invalid-link-route); malformed (400): no manage link at all.
  if (result.status === 404) throw notFound('appointment_not_found');
  if (result.status === 400) throw notFound('not_found');
  throw new Error(`GET appointment failed (${result.status || 'network'})`);
}

/** The reschedule screen: the appointment and what moving it would cost now. */
export async function rescheduleLoader(
  args: LoaderFunctionArgs,
): Promise<{ appointment: Appointment; quote: ChangeQuote }> {
  const [appointment, quote] = await Promise.all([
    appointmentOf(args),
    call(
      quoteChange,
      {
        params: { organization: args.params.organization ?? '', token: args.params.token ?? '' },
        query: { change: 'reschedule' },
      },
      { apiBase: loaderApiBase(args.context), signal: args.request.signal },
    ),
  ]);
  if (!quote.ok) throw new Error(`GET quote failed (${quote.status || 'network'})`);
  return { appointment, quote: quote.data.results.quote };
}

/** The rescheduled screen: the appointment as it is now. */
export async function rescheduledLoader(args: LoaderFunctionArgs): Promise<{ appointment: Appointment }> {
  return { appointment: await appointmentOf(args) };
}
