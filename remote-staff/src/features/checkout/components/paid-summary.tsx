import type { Checkout, PaidMethod } from '@booking/shared/contract/checkout';
import { FormattedMoney } from '@booking/shared/ui/format/formatted-money';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { CartLines } from './cart-lines';

const METHOD_IDS: Record<PaidMethod, string> = {
  cash: 'staff.checkout.paidBy.cash',
  card: 'staff.checkout.paidBy.card',
  online: 'staff.checkout.paidBy.online',
};

/** A paid appointment: how and when it was paid and what was charged. Nothing to press. */
export function PaidSummary({ checkout, zone }: { checkout: Checkout; zone: string }) {
  const payment = checkout.payment;
  if (!payment) return null;
  return (
    <section className="checkout-paid card" aria-labelledby="checkout-paid-title">
      <h2 id="checkout-paid-title">
        <FormattedMessage id="staff.checkout.paid" />
      </h2>
      <p role="status">
        <FormattedMessage id={payment.method ? METHOD_IDS[payment.method] : 'staff.checkout.paidBy.unknown'} />{' '}
        <FormattedMessage
          id="staff.checkout.paidAt"
          values={{
            amount: <FormattedMoney money={payment.amount} />,
            when: <FormattedDate value={payment.paid_at} dateStyle="medium" timeStyle="short" timeZone={zone} />,
          }}
        />
      </p>
      <CartLines
        lines={checkout.lines.map((line) => ({ ...line, quantity: <>{line.quantity}</> }))}
        subtotal={checkout.subtotal}
        discount={checkout.discount}
        total={checkout.total}
      />
    </section>
  );
}
