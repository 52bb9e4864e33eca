import { useApi } from '@booking/shared/api-client/api-access';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { Link, useNavigate, useParams, useTypedLoaderData } from '@booking/shared/router';
import { ConfirmDialog } from '@booking/shared/ui/confirm-dialog/confirm-dialog';
import { FormattedMoney } from '@booking/shared/ui/format/formatted-money';
import { FormattedZoned } from '@booking/shared/ui/format/formatted-zoned';
import { SubmitProblem } from '@booking/shared/ui/submit-problem/submit-problem';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { AppointmentCalendar } from '../../../common/calendar/appointment-calendar';
import type { manageLoader } from '../api/appointment-loaders';
import { cancelAppointment } from '../api/cancel-appointment';
import { manageActions } from '../domain/manage-actions';
import { AppointmentSummary } from './appointment-summary';
import { PayNow } from './pay-now';

const CLOSED = { cancelled: 'beauty.manage.closed.cancelled', started: 'beauty.manage.closed.started' } as const;

/** The manage link's page: the appointment, and only the changes still allowed. */
export function ManageView() {
  const { token, appointment, cancelQuote, rescheduleQuote, branch: place } = useTypedLoaderData<typeof manageLoader>();
  const { organization = '', branch = '' } = useParams();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const submit = useSubmit();
  const api = useApi();
  const actions = manageActions(appointment);
  const fee = cancelQuote && cancelQuote.total.amount_minor > 0 ? cancelQuote.total : null;
  const moveFee = rescheduleQuote && rescheduleQuote.total.amount_minor > 0 ? rescheduleQuote.total : null;
  const refund = cancelQuote?.refund && cancelQuote.refund.amount_minor > 0 ? cancelQuote.refund : null;
  const payment = appointment.payment_state;

  async function cancel() {
    setAsking(false);
    const outcome = await submit.send(() => cancelAppointment(api, organization, token));
    if (outcome?.kind === 'done') navigate('cancelled', { replace: true });
  }

  return (
    <section aria-labelledby="manage-title" className="manage">
      <h1 id="manage-title">
        <FormattedMessage id="beauty.manage.title" />
      </h1>
      <AppointmentSummary appointment={appointment} branch={place} />
      {payment.state === 'released' ? (
        <div className="muted" role="status">
          <p>
            <FormattedMessage
              id="beauty.manage.closed.released"
              values={{ deadline: <FormattedZoned value={payment.pay_by} dateStyle="medium" timeStyle="short" /> }}
            />
          </p>
          {payment.refunded && (
            <p>
              <FormattedMessage
                id="beauty.manage.closed.releasedRefund"
                values={{ amount: <FormattedMoney money={payment.refunded} /> }}
              />
            </p>
          )}
        </div>
      ) : actions.kind === 'closed' ? (
        <p className="muted">
          <FormattedMessage id={CLOSED[actions.reason]} />
        </p>
      ) : (
        <>
          {payment.state === 'due' && <PayNow organization={organization} token={token} payBy={payment.pay_by} />}
          {fee && (
            <p>
              <FormattedMessage id="beauty.manage.cancelFee" values={{ amount: <FormattedMoney money={fee} /> }} />
            </p>
          )}
          {moveFee && (
            <p>
              <FormattedMessage
                id="beauty.manage.rescheduleFee"
                values={{ amount: <FormattedMoney money={moveFee} /> }}
              />
            </p>
          )}
          <SubmitProblem
            failure={submit.failure}
            onRetry={() => void cancel()}
            networkMessage={<FormattedMessage id="beauty.manage.cancelFailed" />}
          />
          <div className="actions">
            <Link className="button" to={`/${organization}/${branch}/${token}/reschedule`}>
              <FormattedMessage id="beauty.manage.reschedule" />
            </Link>
            <button
              type="button"
              className="button button-secondary"
              disabled={submit.busy}
              onClick={() => setAsking(true)}
            >
              <FormattedMessage id="beauty.manage.cancel" />
            </button>
          </div>
          <ConfirmDialog
            open={asking}
            title={<FormattedMessage id="beauty.manage.cancelQuestion" />}
            confirmLabel={<FormattedMessage id="beauty.manage.cancelYes" />}
            cancelLabel={<FormattedMessage id="beauty.manage.cancelNo" />}
            onConfirm={() => void cancel()}
            onCancel={() => setAsking(false)}
          >
            <p>
              {fee ? (
                <FormattedMessage id="beauty.manage.cancelFee" values={{ amount: <FormattedMoney money={fee} /> }} />
              ) : (
                <FormattedMessage id="beauty.manage.cancelFree" />
              )}
            </p>
            {refund && (
              <p>
                <FormattedMessage
                  id="beauty.manage.cancelRefund"
                  values={{ amount: <FormattedMoney money={refund} /> }}
                />
              </p>
            )}
          </ConfirmDialog>
          <AppointmentCalendar appointment={appointment} token={token} />
        </>
      )}
      <p>
        <Link to={`/${organization}/${branch}/book`}>
          <FormattedMessage id="beauty.confirmed.bookAnother" />
        </Link>
      </p>
    </section>
  );
}
