import { loaderApi } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import { throwLoadFailure } from '@booking/shared/api-client/load-or-throw';
import { getPayment } from '@booking/shared/contract/operations/payments';
import { type LoaderFunctionArgs, redirect } from '@booking/shared/router';
import { loaderBookedToken } from '../../../common/flow/booked-appointment';
import { paymentOutcome } from '../domain/payment-outcome';

/**
 * The payment step, also where the customer lands coming back from the provider's page: the
 * latest attempt as the API recorded it (none yet is an answer too). Paid goes straight on to
 * the confirmation.
 */
export async function paymentLoader({ params, request, context }: LoaderFunctionArgs) {
  const organization = params.organization ?? '';
  const branch = params.branch ?? '';
  const token = loaderBookedToken(context, organization, branch);
  if (!token) return redirect(`/${organization}/${branch}/book`);
  const api = loaderApi(context);
  const args = { params: { organization, token } };
  const result = await call(getPayment, args, { ...api, signal: request.signal });
  if (!result.ok && result.error?.code !== 'payment_not_found') throwLoadFailure(getPayment, args, api, result);
  const payment = result.ok ? result.data.results.payment : null;
  const outcome = paymentOutcome(payment);
  if (outcome === 'paid') return redirect(`/${organization}/${branch}/book/confirmed`);
  return { token, outcome, amount: payment?.amount ?? null, payBy: payment?.pay_by ?? null };
}
