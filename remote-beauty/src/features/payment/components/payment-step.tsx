import { useApi } from '@booking/shared/api-client/api-access';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { Link, useNavigate, useParams, useRevalidator, useTypedLoaderData } from '@booking/shared/router';
import { FormattedMoney } from '@booking/shared/ui/format/formatted-money';
import { FormattedZoned } from '@booking/shared/ui/format/formatted-zoned';
import { StepFrame } from '@booking/shared/ui/step-frame/step-frame';
import { SubmitProblem } from '@booking/shared/ui/submit-problem/submit-problem';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { startOnlinePayment } from '../../../common/flow/online-payment';
import { payAtSalon } from '../api/pay-at-salon';
import type { paymentLoader } from '../api/payment-loader';
import { canPay } from '../domain/payment-outcome';

const MESSAGE = {
  failed: 'beauty.payment.failed',
  pending: 'beauty.payment.pending',
  unstarted: 'beauty.payment.unstarted',
  expired: 'beauty.payment.expired',
  refunded: 'beauty.payment.refunded',
} as const;

/** After the booking with online payment: the outcome of the provider's page, and paying (again). */
export function PaymentStep() {
  const { token, outcome, amount, payBy } = useTypedLoaderData<typeof paymentLoader>();
  const { organization = '', branch = '' } = useParams();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const submit = useSubmit();
  const api = useApi();
  const busy = submit.busy;
  // Retry repeats whichever of the two the customer pressed last.
  const [last, setLast] = useState<'pay' | 'salon'>('pay');

  /** After a declined card (or instead of paying now): keep the appointment, pay at the salon. */
  async function switchToSalon() {
    setLast('salon');
    const switched = await submit.send(() => payAtSalon(api, organization, token));
    if (switched?.kind === 'done') navigate(`/${organization}/${branch}/book/confirmed`, { replace: true });
  }

  async function pay() {
    setLast('pay');
    const started = await submit.send(() => startOnlinePayment(api, organization, token));
    if (started?.kind === 'done') window.location.assign(started.data.results.payment.checkout_url);
  }

  return (
    <StepFrame step={4} total={4} title={<FormattedMessage id="beauty.payment.title" />}>
      <div
        className={outcome === 'failed' ? 'form-error' : undefined}
        role={outcome === 'failed' ? 'alert' : undefined}
      >
        <p>
          <FormattedMessage
            id={MESSAGE[outcome]}
            values={{ deadline: payBy && <FormattedZoned value={payBy} dateStyle="full" timeStyle="short" /> }}
          />
        </p>
      </div>
      {amount && (
        <p>
          <FormattedMessage id="beauty.payment.amount" values={{ amount: <FormattedMoney money={amount} /> }} />
        </p>
      )}
      {canPay(outcome) && (
        <p className="muted">
          <FormattedMessage id="beauty.payment.payAtSalonHint" />
        </p>
      )}
      <SubmitProblem
        failure={submit.failure}
        onRetry={() => void (last === 'pay' ? pay() : switchToSalon())}
        networkMessage={<FormattedMessage id="beauty.booking.networkError" />}
      />
      <div className="actions">
        {canPay(outcome) && (
          <button type="button" className="button" onClick={() => void pay()} disabled={busy} aria-busy={busy}>
            <FormattedMessage id={outcome === 'failed' ? 'beauty.payment.retry' : 'beauty.payment.pay'} />
          </button>
        )}
        {canPay(outcome) && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void switchToSalon()}
            disabled={busy}
            aria-busy={busy}
          >
            <FormattedMessage id="beauty.payment.payAtSalon" />
          </button>
        )}
        {outcome === 'pending' && (
          <button type="button" className="button button-secondary" onClick={() => revalidator.revalidate()}>
            <FormattedMessage id="beauty.payment.check" />
          </button>
        )}
        {outcome === 'expired' ? (
          <Link className="button button-secondary" to={`/${organization}/${branch}/book`}>
            <FormattedMessage id="beauty.confirmed.bookAnother" />
          </Link>
        ) : (
          <Link className="button button-secondary" to={`/${organization}/${branch}/${token}`}>
            <FormattedMessage id="beauty.payment.viewBooking" />
          </Link>
        )}
      </div>
    </StepFrame>
  );
}
