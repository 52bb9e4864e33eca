import { call } from '@booking/shared/api-client/call';
import { getPayment } from '@booking/shared/contract/operations/payments';
import { type LoaderFunctionArgs, redirect } from '@booking/shared/router';
import { getApiBase } from '@booking/shared/stores/runtime-env';
import { bookedToken } from '../../../common/flow/booked-appointment';
import { paymentOutcome } from '../domain/payment-outcome';

/**
 * The payment step, also where the customer lands coming back from the provider's page: the
 * latest attempt as the API recorded it. Paid goes straight on to the confirmation.
 */
export async function paymentLoader({ params, request }: LoaderFunctionArgs) {
  const organization = params.organization ?? '';
  const branch = params.branch ?? '';
  const token = bookedToken(organization, branch);
  if (!token) return redirect(`/${organization}/${branch}/book`);
  const result = await call(
    getPayment,
    { params: { organization, token } },
    {
      apiBase: getApiBase(),
      signal: request.signal,
    },
  );
  if (!result.ok && result.error?.code !== 'payment_not_found') {
    throw new Error(`GET payment failed (${result.status || 'network'})`);
  }
  const payment = result.ok ? result.data.results.payment : null;
  const outcome = paymentOutcome(payment);
  if (outcome === 'paid') return redirect(`/${organization}/${branch}/book/confirmed`);
  return { token, outcome, amount: payment?.amount ?? null, payBy: payment?.pay_by ?? null };
}
