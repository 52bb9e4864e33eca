import { useApi } from '@booking/shared/api-client/api-access';
import type { ReservationStatus } from '@booking/shared/contract/reservations';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { Link, useNavigate, useParams, useTypedLoaderData } from '@booking/shared/router';
import { ConfirmDialog } from '@booking/shared/ui/confirm-dialog/confirm-dialog';
import { FormattedMoney } from '@booking/shared/ui/format/formatted-money';
import { useHeadingFocus } from '@booking/shared/ui/heading-focus/heading-focus';
import { SubmitProblem } from '@booking/shared/ui/submit-problem/submit-problem';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { LeadTimeText } from '../../../common/reservation/lead-time-text';
import { PolicyText } from '../../../common/reservation/policy-text';
import { ReservationFacts } from '../../../common/reservation/reservation-facts';
import { type reservationLoader, sendCancel } from '../api/reservation-loader';
import { isLateChange } from '../domain/late-change';

const STATUS_TEXT: Record<ReservationStatus, string> = {
  confirmed: 'gastro.status.confirmed',
  rescheduled: 'gastro.status.rescheduled',
  cancelled: 'gastro.status.cancelled',
};

/**
 * `/{org}/{branch}/{token}`: the reservation, its state, and only what may still be done
 * with it. A past one says why it cannot change; inside the cancellation lead time the
 * page says the late policy applies before the guest confirms anything.
 */
export function ManageSummary({ titleId = 'gastro.manage.title' }: { titleId?: string }) {
  const { reservation, token } = useTypedLoaderData<typeof reservationLoader>();
  const { organization = '', branch = '' } = useParams();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const heading = useHeadingFocus();
  const submit = useSubmit();
  const api = useApi();
  const busy = submit.busy;
  const { policy } = reservation;
  const late = isLateChange(Date.now(), reservation.start, policy.cancellation_lead_time, reservation.branch.timezone);
  const base = `/${organization}/${branch}/${token}`;

  async function cancel() {
    setAsking(false);
    const outcome = await submit.send(() => sendCancel(api, organization, token));
    if (outcome?.kind === 'done') navigate(`${base}/cancelled`, { replace: true });
  }

  return (
    <section aria-labelledby="manage-title">
      <h1 id="manage-title" ref={heading} tabIndex={-1}>
        <FormattedMessage id={titleId} />
      </h1>
      <p className={`status status-${reservation.status}`}>
        <FormattedMessage id={STATUS_TEXT[reservation.status]} />
      </p>
      <ReservationFacts
        start={reservation.start}
        partySize={reservation.party_size}
        place={reservation.branch.name}
        more={[{ term: <FormattedMessage id="gastro.contact.name" />, value: reservation.name }]}
      />
      {reservation.status === 'cancelled' ? null : !reservation.changeable ? (
        <p className="notice">
          <FormattedMessage id="gastro.manage.past" />
        </p>
      ) : (
        <>
          {late ? (
            <p className="notice">
              <FormattedMessage
                id={policy.late_cancellation_fee.amount_minor > 0 ? 'gastro.manage.lateWithFee' : 'gastro.manage.late'}
                values={{
                  lead: <LeadTimeText lead={policy.cancellation_lead_time} />,
                  fee: <FormattedMoney money={policy.late_cancellation_fee} />,
                }}
              />
            </p>
          ) : (
            <PolicyText policy={policy} />
          )}
          <SubmitProblem
            failure={submit.failure}
            onRetry={cancel}
            networkMessage={<FormattedMessage id="gastro.error.network" />}
          />
          <div className="actions">
            <Link className="button" to={`${base}/reschedule`}>
              <FormattedMessage id="gastro.manage.reschedule" />
            </Link>
            <button type="button" className="button button-secondary" disabled={busy} onClick={() => setAsking(true)}>
              <FormattedMessage id="gastro.manage.cancel" />
            </button>
          </div>
          <ConfirmDialog
            open={asking}
            title={<FormattedMessage id="gastro.cancel.question" />}
            confirmLabel={<FormattedMessage id="gastro.cancel.yes" />}
            cancelLabel={<FormattedMessage id="gastro.cancel.no" />}
            onConfirm={cancel}
            onCancel={() => setAsking(false)}
          >
            {late && (
              <p>
                <FormattedMessage id="gastro.cancel.latePolicy" />
              </p>
            )}
          </ConfirmDialog>
        </>
      )}
      {reservation.status === 'cancelled' && (
        <div className="actions">
          <Link className="button" to={`/${organization}/${branch}/reserve`}>
            <FormattedMessage id="gastro.manage.reserveAgain" />
          </Link>
        </div>
      )}
    </section>
  );
}

/** `{token}/cancelled`: the same summary, headed by what just happened. */
export function CancelledSummary() {
  return <ManageSummary titleId="gastro.cancelled.title" />;
}

/** `{token}`: the summary under its own heading. */
export function ReservationSummary() {
  return <ManageSummary />;
}
