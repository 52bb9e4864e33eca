import { useRevalidator } from '@booking/shared/router';
import { instantOf } from '@booking/shared/time/instant-of';
import { FormattedZoned } from '@booking/shared/ui/format/formatted-zoned';
import { InlineError } from '@booking/shared/ui/inline-error/inline-error';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { goToOnlinePayment } from '../../../common/flow/online-payment';
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
  const [busy, setBusy] = useState(false);
  const [startFailed, setStartFailed] = useState(false);
  const inFlight = useRef(false);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const revalidate = revalidator.revalidate;
  useEffect(() => {
    if (left === 0) void revalidate();
  }, [left, revalidate]);

  async function pay() {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setStartFailed(false);
    if (!(await goToOnlinePayment(organization, token))) {
      setStartFailed(true);
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <div className="pay-now">
      <p>
        <FormattedMessage
          id="beauty.manage.payLeft"
          values={{ minutes: left, deadline: <FormattedZoned value={payBy} timeStyle="short" /> }}
        />
      </p>
      {startFailed && (
        <InlineError message={<FormattedMessage id="beauty.booking.networkError" />} onRetry={() => void pay()} />
      )}
      <button type="button" className="button" onClick={() => void pay()} disabled={busy} aria-busy={busy}>
        <FormattedMessage id="beauty.manage.payNow" />
      </button>
    </div>
  );
}
