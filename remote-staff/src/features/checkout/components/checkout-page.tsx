import type { Checkout } from '@booking/shared/contract/checkout';
import { Link, type RouteData, useRevalidator, useTypedLoaderData } from '@booking/shared/router';
import { ErrorText } from '@booking/shared/ui/error-text/error-text';
import { FormattedZoned } from '@booking/shared/ui/format/formatted-zoned';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { MatchBadge } from '../../../common/match-badge/match-badge';
import { StaffPage } from '../../../common/staff-page/staff-page';
import type { checkoutLoader } from '../api/checkout-loader';
import { CartForm } from './cart-form';
import { PaidSummary } from './paid-summary';
import './checkout.css';

/**
 * Checkout on site of one appointment: its services at their booked prices,
 * quantities, a discount, the total, cash or card, one submit. A paid appointment (on site or
 * online) shows how it was paid and offers no charge.
 */
export function CheckoutPage() {
  const data = useTypedLoaderData<typeof checkoutLoader>();
  // Keyed: going from one appointment's checkout to another's (the link offered when a cart
  // refuses another appointment's service) starts a fresh cart, not the last one's form.
  return <CheckoutOf key={data.appointment.id} {...data} />;
}

function CheckoutOf({ branch, appointment, checkout, problem, others }: RouteData<typeof checkoutLoader>) {
  const revalidator = useRevalidator();
  // The answer to paying, shown at once; the loader's next read says the same.
  const [paid, setPaid] = useState<Checkout | null>(null);
  const shown = paid ?? checkout;
  const day = appointment.start.slice(0, 10);
  const record = shown?.customer ?? appointment.customer_record ?? null;
  return (
    <StaffPage
      titleId="checkout-title"
      title={<FormattedMessage id="staff.checkout.title" />}
      back={{ to: `/staff/${branch.slug}/day/${day}`, label: <FormattedMessage id="staff.checkout.backToDay" /> }}
    >
      <section className="checkout-facts card" aria-labelledby="checkout-facts-title">
        <h2 id="checkout-facts-title" className="visually-hidden">
          <FormattedMessage id="staff.checkout.appointment" />
        </h2>
        <dl>
          <div>
            <dt>
              <FormattedMessage id="staff.checkout.when" />
            </dt>
            <dd>
              <FormattedZoned value={appointment.start} dateStyle="full" timeStyle="short" />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="staff.checkout.employee" />
            </dt>
            <dd>
              {appointment.employee.first_name} {appointment.employee.last_name}
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="staff.checkout.customer" />
            </dt>
            <dd>
              {record && !record.deleted ? (
                <>
                  <Link to={`/staff/${branch.slug}/customers/${record.id}`}>
                    {record.first_name} {record.last_name}
                  </Link>{' '}
                  <MatchBadge match={record.match} />
                </>
              ) : record ? (
                <FormattedMessage
                  id="staff.checkout.deletedCustomer"
                  values={{ name: `${record.first_name} ${record.last_name}` }}
                />
              ) : (
                (appointment.customer?.name ?? <FormattedMessage id="staff.checkout.walkIn" />)
              )}
            </dd>
          </div>
        </dl>
      </section>
      {problem && (
        <p className="form-error checkout-problem" role="alert">
          <ErrorText error={problem} />
        </p>
      )}
      {shown?.payment ? (
        <PaidSummary checkout={shown} zone={branch.timezone} />
      ) : shown && !shown.payable ? (
        <p className="checkout-not-payable" role="status">
          <FormattedMessage id="staff.checkout.notPayable" />
        </p>
      ) : shown ? (
        <CartForm
          checkout={shown}
          start={appointment.start}
          others={others}
          onPaid={(next) => {
            setPaid(next);
            void revalidator.revalidate();
          }}
          onAlreadyPaid={() => void revalidator.revalidate()}
        />
      ) : null}
    </StaffPage>
  );
}
