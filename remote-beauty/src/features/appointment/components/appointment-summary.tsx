import type { Appointment } from '@booking/shared/contract/appointments';
import type { Branch } from '@booking/shared/contract/branches';
import { FormattedDuration } from '@booking/shared/ui/format/formatted-duration';
import { FormattedMoney } from '@booking/shared/ui/format/formatted-money';
import { FormattedZoned } from '@booking/shared/ui/format/formatted-zoned';
import { FormattedMessage } from 'react-intl';
import { BranchAddress } from '../../../common/summary/branch-address';
import { ServiceLines } from '../../../common/summary/service-lines';

const STATUS = {
  booked: 'beauty.appointment.status.booked',
  rescheduled: 'beauty.appointment.status.rescheduled',
  cancelled: 'beauty.appointment.status.cancelled',
  paid: 'beauty.appointment.status.paid',
} as const;

const CANCELLED_BY = {
  customer: 'beauty.appointment.cancelledBy.customer',
  staff: 'beauty.appointment.cancelledBy.staff',
  no_show: 'beauty.appointment.cancelledBy.no_show',
} as const;

/** The payment as the API states it: paid, on its way back, refunded, due or released. */
function PaymentLine({ state }: { state: Appointment['payment_state'] }) {
  const time = (value: string) => <FormattedZoned value={value} dateStyle="medium" timeStyle="short" />;
  switch (state.state) {
    case 'on_site':
      return <FormattedMessage id="beauty.appointment.payment.onSite" />;
    case 'unpaid':
      return <FormattedMessage id="beauty.appointment.payment.unpaid" />;
    case 'due':
      return <FormattedMessage id="beauty.appointment.payment.due" values={{ deadline: time(state.pay_by) }} />;
    case 'released':
      return <FormattedMessage id="beauty.appointment.payment.released" values={{ deadline: time(state.pay_by) }} />;
    case 'paid':
      return state.amount ? (
        <FormattedMessage
          id="beauty.appointment.payment.paidAmount"
          values={{ amount: <FormattedMoney money={state.amount} /> }}
        />
      ) : (
        <FormattedMessage id="beauty.appointment.payment.paidOnline" />
      );
    case 'refund_pending':
      return (
        <FormattedMessage
          id="beauty.appointment.payment.refundPending"
          values={{ amount: <FormattedMoney money={state.amount} /> }}
        />
      );
    case 'refunded':
      return (
        <FormattedMessage
          id="beauty.appointment.payment.refunded"
          values={{ amount: <FormattedMoney money={state.amount} /> }}
        />
      );
  }
}

/** An appointment as the customer knows it: its state, what, who, when (branch zone), where, price, payment. */
export function AppointmentSummary({
  appointment,
  branch = null,
}: {
  appointment: Appointment;
  branch?: Branch | null;
}) {
  const minutes = appointment.services.reduce((sum, service) => sum + service.duration_minutes, 0);
  return (
    <dl className="summary-list">
      <dt>
        <FormattedMessage id="beauty.summary.status" />
      </dt>
      <dd>
        <strong className={`status status-${appointment.status}`}>
          <FormattedMessage id={STATUS[appointment.status]} />
        </strong>
        {appointment.cancelled_by && (
          <>
            {' '}
            <FormattedMessage id={CANCELLED_BY[appointment.cancelled_by]} />
          </>
        )}
      </dd>
      <dt>
        <FormattedMessage id="beauty.summary.services" />
      </dt>
      <dd>
        <ServiceLines services={appointment.services} />
      </dd>
      <dt>
        <FormattedMessage id="beauty.summary.employee" />
      </dt>
      <dd>
        {appointment.employee.first_name} {appointment.employee.last_name}
      </dd>
      <dt>
        <FormattedMessage id="beauty.summary.time" />
      </dt>
      <dd>
        <FormattedZoned value={appointment.start} dateStyle="full" timeStyle="short" />
        <span className="muted">
          {' '}
          ({appointment.branch.name}, <FormattedDuration minutes={minutes} />)
        </span>
      </dd>
      {(branch || appointment.branch.address) && (
        <>
          <dt>
            <FormattedMessage id="beauty.summary.place" />
          </dt>
          <dd>
            {branch ? (
              <BranchAddress branch={branch} />
            ) : (
              // A branch closed since is no longer listed: the appointment's own address still says where.
              <address className="branch-address">
                {appointment.branch.name}
                <br />
                {appointment.branch.address}
              </address>
            )}
          </dd>
        </>
      )}
      <dt>
        <FormattedMessage id="beauty.summary.total" />
      </dt>
      <dd className="summary-total">
        <FormattedMoney money={appointment.total_price} />
      </dd>
      <dt>
        <FormattedMessage id="beauty.summary.payment" />
      </dt>
      <dd>
        <PaymentLine state={appointment.payment_state} />
      </dd>
    </dl>
  );
}
