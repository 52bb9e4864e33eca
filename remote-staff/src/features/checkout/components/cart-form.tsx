import type { Checkout } from '@booking/shared/contract/checkout';
import { newIdempotencyKey } from '@booking/shared/flow/draft-store';
import { useKitForm } from '@booking/shared/forms/use-kit-form';
import { useSubmit } from '@booking/shared/forms/use-submit';
import { useNavigate } from '@booking/shared/router';
import { ChoiceGroup } from '@booking/shared/ui/choice-group/choice-group';
import { KitForm } from '@booking/shared/ui/form/kit-form';
import { useFormatMoney } from '@booking/shared/ui/format/formatted-money';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import type * as z from 'zod/mini';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { StaffSubmitProblem } from '../../../common/submit-problem/staff-submit-problem';
import { payAttemptStore } from '../api/pay-attempt-store';
import { payCheckout } from '../api/pay-checkout';
import { cartBasis, checkoutFormSchema, payRequestOf, priceForm, startingForm } from '../domain/checkout-cart';
import { attemptFor } from '../domain/pay-attempt';
import { payFieldOf } from '../domain/pay-field-of';
import type { SameDayAppointment } from '../domain/same-day-appointments';
import { AddService } from './add-service';
import { CartLines } from './cart-lines';
import { QuantityInput } from './quantity-input';

interface CartFormProps {
  checkout: Checkout;
  /** The appointment's start (its group in "add a service"). */
  start: string;
  /** The customer's other unpaid appointments that day. */
  others: readonly SameDayAppointment[];
  onPaid: (checkout: Checkout) => void;
  /** Paid elsewhere first: the page reads the cart again and shows how. */
  onAlreadyPaid: () => void;
}

/**
 * The cart of an unpaid appointment and the one submit that charges it. The total follows
 * every change by the contract's rules (the API prices it the same way). The Idempotency-Key
 * is kept with the cart it was made for, so Retry after a lost answer charges at most once.
 */
export function CartForm({ checkout, start, others, onPaid, onAlreadyPaid }: CartFormProps) {
  const api = useStaffApi();
  const basis = useMemo(() => cartBasis(checkout), [checkout]);
  const schema = useMemo(() => checkoutFormSchema(basis), [basis]);
  const form = useKitForm(schema, startingForm(checkout));
  const formatMoney = useFormatMoney();
  const navigate = useNavigate();
  // The key stays with the cart it was made for: a repeat (automatic or Retry) charges at most once.
  const submit = useSubmit({ form, fieldOf: payFieldOf, idempotent: true, onSignedOut: () => navigate('/staff') });
  const busy = submit.busy;

  const priced = priceForm(basis, form.watch('cart'));
  const money = (amount_minor: number) => ({ amount_minor, currency: basis.currency });

  async function onValid(values: z.output<typeof schema>) {
    const body = payRequestOf(basis, values);
    const store = payAttemptStore(checkout.appointment_id);
    const attempt = attemptFor(store.getState().draft.attempt, JSON.stringify(body), newIdempotencyKey);
    store.getState().update({ attempt });
    const outcome = await submit.send(() => payCheckout(api, checkout.appointment_id, attempt.key, body));
    if (outcome?.kind === 'done') {
      store.getState().clear();
      onPaid(outcome.data.results.checkout);
    } else if (outcome?.kind === 'refused' && outcome.error?.code === 'already_paid') {
      // Paid elsewhere first (another till, online): said above, and the page shows how.
      store.getState().clear();
      onAlreadyPaid();
    }
  }

  return (
    <KitForm form={form} onValid={onValid} className="cart-form" aria-labelledby="checkout-title">
      <CartLines
        lines={checkout.lines.map((line, index) => {
          const pricedLine = priced.ok ? priced.value.lines[index] : undefined;
          return {
            ...line,
            quantity: <QuantityInput index={index} service={line.name} />,
            line_total: pricedLine ? money(pricedLine.line_minor) : null,
          };
        })}
        subtotal={priced.ok ? money(priced.value.subtotal_minor) : null}
        discount={priced.ok ? money(priced.value.discount_minor) : null}
        total={priced.ok ? money(priced.value.total_minor) : null}
      />
      <AddService basis={basis} start={start} others={others} />
      <div className="cart-options">
        <TextField
          id="cart-discount"
          name="cart.discount"
          inputMode="decimal"
          autoComplete="off"
          label={<FormattedMessage id="staff.checkout.discountField" values={{ currency: basis.currency }} />}
          hint={<FormattedMessage id="staff.checkout.discountHint" />}
        />
        <ChoiceGroup
          id="cart-method"
          name="method"
          legend={<FormattedMessage id="staff.checkout.method" />}
          choices={[
            { value: 'cash', label: <FormattedMessage id="staff.checkout.method.cash" /> },
            { value: 'card', label: <FormattedMessage id="staff.checkout.method.card" /> },
          ]}
        />
      </div>
      <StaffSubmitProblem
        failure={submit.failure}
        onRetry={() => void form.handleSubmit(onValid)()}
        networkMessageId="staff.checkout.retry"
      />
      <button type="submit" className="button cart-submit" disabled={busy} aria-busy={busy}>
        {busy ? (
          <FormattedMessage id="staff.checkout.paying" />
        ) : priced.ok ? (
          <FormattedMessage id="staff.checkout.pay" values={{ total: formatMoney(money(priced.value.total_minor)) }} />
        ) : (
          <FormattedMessage id="staff.checkout.payNoTotal" />
        )}
      </button>
    </KitForm>
  );
}
