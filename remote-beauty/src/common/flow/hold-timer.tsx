import { useApi } from '@booking/shared/api-client/api-access';
import { useNavigate, useParams } from '@booking/shared/router';
import { InlineError } from '@booking/shared/ui/inline-error/inline-error';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { bookingDraftStore } from './booking-draft';
import { clockText, holdAnnouncement, holdSecondsLeft } from './hold-remaining';
import { holdSlot } from './place-hold';
import { bookingStepPath } from './step-guard';
import { useBookingDraft } from './use-booking-draft';

/** Where the time step learns why the customer was sent back to it. */
export interface TimeStepNotice {
  slotGone?: string;
}

const systemNow = () => Date.now();

/**
 * The time left on the held slot, for the contact and booking steps. The clock ticks every
 * second for the eye; the live region only changes with the whole minute, so a screen
 * reader hears "9 minutes left" once a minute, not a countdown. When the hold runs out it is
 * placed again for the same slot; when the slot has gone meanwhile, the customer goes back
 * to the time step, told why, with every other choice kept. A time checked but not kept (the
 * branch keeps as many holds as it allows) has no clock: the note says it is not reserved.
 */
export function HoldTimer({ now = systemNow }: { now?: () => number }) {
  const { organization = '', branch = '' } = useParams();
  const { draft, update } = useBookingDraft();
  const navigate = useNavigate();
  const hold = draft.hold;
  const [, setTick] = useState(0);
  const renewing = useRef(false);
  const [renewFailed, setRenewFailed] = useState(false);
  const intl = useIntl();
  const api = useApi();

  // Re-render once a second while a hold runs; the time left is read from the clock each
  // render, so a new hold never shows (or acts on) the previous one's count.
  const expiresAt = hold?.expires_at ?? null;
  useEffect(() => {
    if (!expiresAt) return;
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  const secondsLeft = expiresAt ? holdSecondsLeft(expiresAt, now()) : 0;

  useEffect(() => {
    if (!hold?.expires_at || secondsLeft > 0 || renewing.current || renewFailed) return;
    renewing.current = true;
    void holdSlot(api, {
      organization,
      branch,
      services: hold.service_ids,
      employeeId: hold.employee.id,
      start: hold.start,
      replaces: hold.token,
    }).then((outcome) => {
      renewing.current = false;
      if (outcome.kind === 'held') {
        update({ hold: outcome.hold });
        return;
      }
      // A failed request says nothing about the slot: ask again, not "gone".
      if (outcome.kind === 'failed') {
        setRenewFailed(true);
        return;
      }
      update({ hold: null });
      const state: TimeStepNotice = { slotGone: hold.start };
      const { employee } = bookingDraftStore(organization, branch).getState().draft;
      navigate(bookingStepPath(organization, branch, 'time', { services: hold.service_ids, employee }), { state });
    });
  }, [hold, secondsLeft, renewFailed, organization, branch, update, navigate, api]);

  if (!hold) return null;
  if (!hold.expires_at) {
    return (
      <div className="hold-timer">
        <p>
          <FormattedMessage id="beauty.hold.notKept" />
        </p>
      </div>
    );
  }
  if (renewFailed) {
    return <InlineError message={intl.formatMessage({ id: 'error.internal' })} onRetry={() => setRenewFailed(false)} />;
  }
  const spoken = holdAnnouncement(secondsLeft);
  return (
    <div className="hold-timer">
      <p aria-hidden="true">
        <FormattedMessage id="beauty.hold.remaining" values={{ clock: clockText(secondsLeft) }} />
      </p>
      <p className="visually-hidden" aria-live="polite">
        {spoken === null ? (
          <FormattedMessage id="beauty.hold.renewing" />
        ) : 'minutes' in spoken ? (
          <FormattedMessage id="beauty.hold.minutesLeft" values={{ minutes: spoken.minutes }} />
        ) : (
          <FormattedMessage id="beauty.hold.underAMinute" />
        )}
      </p>
    </div>
  );
}
