import { BOOKING_CURRENCIES } from '@booking/shared/contract/booking-rules';
import { ChoiceGroup } from '@booking/shared/ui/choice-group/choice-group';
import { SelectField } from '@booking/shared/ui/select-field/select-field';
import { TextField } from '@booking/shared/ui/text-field/text-field';
import { useFormContext } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type { RulesFormValues } from '../domain/rules-form-values';

const PAYMENT_CHOICES = [
  ['off', 'staff.settings.rules.onlinePayment.off', 'staff.settings.rules.onlinePayment.offHint'],
  ['allowed', 'staff.settings.rules.onlinePayment.allowed', 'staff.settings.rules.onlinePayment.allowedHint'],
  ['required', 'staff.settings.rules.onlinePayment.required', 'staff.settings.rules.onlinePayment.requiredHint'],
] as const;

/**
 * Payment: at a salon online or on site and how long times are kept for customers; the
 * currency (of the fees, a restaurant's too).
 */
export function PaymentRulesFields({ currencyLocked, salon }: { currencyLocked: boolean; salon: boolean }) {
  const currency = useFormContext<RulesFormValues>().watch('currency');
  return (
    <fieldset className="rules-group">
      <legend>
        <FormattedMessage id="staff.settings.rules.group.payment" />
      </legend>
      {salon && <OnlinePaymentFields />}
      {currencyLocked ? (
        <div className="rules-currency-locked">
          <p className="field-label">
            <FormattedMessage id="staff.settings.rules.currency" />
          </p>
          <p>
            <strong>{currency}</strong>
          </p>
          <p className="muted">
            <FormattedMessage id="staff.settings.rules.currencyLocked" />
          </p>
        </div>
      ) : (
        <SelectField
          id="rules-currency"
          name="currency"
          label={<FormattedMessage id="staff.settings.rules.currency" />}
          hint={<FormattedMessage id="staff.settings.rules.currencyHint" />}
        >
          {BOOKING_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
      )}
    </fieldset>
  );
}

function OnlinePaymentFields() {
  return (
    <>
      <ChoiceGroup
        id="rules-online-payment"
        name="online_payment"
        legend={<FormattedMessage id="staff.settings.rules.onlinePayment" />}
        choices={PAYMENT_CHOICES.map(([value, labelId, hintId]) => ({
          value,
          label: <FormattedMessage id={labelId} />,
          detail: <FormattedMessage id={hintId} />,
        }))}
      />
      <TextField
        id="rules-hold"
        name="hold_minutes"
        inputMode="numeric"
        autoComplete="off"
        label={<FormattedMessage id="staff.settings.rules.hold" />}
        hint={<FormattedMessage id="staff.settings.rules.holdHint" />}
      />
      <TextField
        id="rules-payment-window"
        name="payment_window_minutes"
        inputMode="numeric"
        autoComplete="off"
        label={<FormattedMessage id="staff.settings.rules.paymentWindow" />}
        hint={<FormattedMessage id="staff.settings.rules.paymentWindowHint" />}
      />
    </>
  );
}
