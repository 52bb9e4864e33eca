import { useApi } from '@booking/shared/api-client/api-access';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { useRevalidator } from '@booking/shared/router';
import { instantOf } from '@booking/shared/time/instant-of';
import { FormattedZoned } from '@booking/shared/ui/format/formatted-zoned';
import { SubmitProblem } from '@booking/shared/ui/submit-problem/submit-problem';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { startOnlinePayment } from '../../../common/flow/online-payment';
import { minutesLeft } from '../domain/minutes-left';

const TICK_MS = 15_000;

/**
 * While an online payment is due: the time left to pay and the way to the provider's page.
 * The count is refreshed every few seconds; at the deadline the page is read again, and the
 * API then answers the appointment released.
 */
export function PayNow({ organization, token, payBy }: { organization: string; token: string; payBy: string }) {
  const deadline = instantOf(payBy);
  const [now, setNow] = useState(() => Date.now());
  const revalidator = useRevalidator();
  const left = minutesLeft(deadline, now);
  const submit = useSubmit();
  const api = useApi();

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const revalidate = revalidator.revalidate;
  useEffect(() => {
    if (left === 0) void revalidate();
  }, [left, revalidate]);

  async function pay() {
    const started = await submit.send(() => startOnlinePayment(api, organization, token));
    if (started?.kind === 'done') window.location.assign(started.data.results.payment.checkout_url);
  }

  return (
    <div className="pay-now">
      <p>
        <FormattedMessage
          id="beauty.manage.payLeft"
          values={{ minutes: left, deadline: <FormattedZoned value={payBy} timeStyle="short" /> }}
        />
      </p>
      <SubmitProblem
        failure={submit.failure}
        onRetry={() => void pay()}
        networkMessage={<FormattedMessage id="beauty.booking.networkError" />}
      />
      <button
        type="button"
        className="button"
        onClick={() => void pay()}
        disabled={submit.busy}
        aria-busy={submit.busy}
      >
        <FormattedMessage id="beauty.manage.payNow" />
      </button>
    </div>
  );
}
