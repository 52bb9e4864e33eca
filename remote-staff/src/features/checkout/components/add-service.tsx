import type { CartError } from '@booking/shared/contract/checkout-rules';
import { Link } from '@booking/shared/router';
import { ErrorText } from '@booking/shared/ui/error-text/error-text';
import { useFormatZoned } from '@booking/shared/ui/format/formatted-zoned';
import { NativeSelect } from '@booking/shared/ui/select-field/native-select';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { addToCart } from '../domain/add-to-cart';
import type { CartBasis, CheckoutFormValues } from '../domain/checkout-cart';
import type { SameDayAppointment } from '../domain/same-day-appointments';

interface AddServiceProps {
  basis: CartBasis;
  /** The cart's own appointment's start, to name its group. */
  start: string;
  /** The customer's other unpaid appointments that day: their services are offered too. */
  others: readonly SameDayAppointment[];
}

const SEPARATOR = ' ';

/**
 * "Add a service": one more of a service this appointment booked (a second wash), or a
 * service of the customer's other appointment that day, which is what staff reach for when
 * the customer says "and my nails this afternoon too". The contract's rule refuses the latter
 * (a cart holds one appointment's services), so the refusal offers what staff can do instead:
 * check that appointment out on its own.
 */
export function AddService({ basis, start, others }: AddServiceProps) {
  const intl = useIntl();
  const formatZoned = useFormatZoned();
  const { getValues, setValue } = useFormContext<CheckoutFormValues>();
  const own = basis.of.appointmentId;
  const [choice, setChoice] = useState(`${own}${SEPARATOR}${basis.of.booked[0]?.id ?? ''}`);
  const [refused, setRefused] = useState<{ error: CartError; other: SameDayAppointment | null } | null>(null);
  const time = (value: string) => formatZoned(value, { timeStyle: 'short' });

  function add() {
    const [appointmentId = '', serviceId = ''] = choice.split(SEPARATOR);
    const quantities = getValues('cart.quantities');
    const added = addToCart(basis, quantities, { appointmentId, serviceId });
    if (!added.ok) {
      setRefused({ error: added.error, other: others.find((o) => o.id === appointmentId) ?? null });
      return;
    }
    setRefused(null);
    added.quantities.forEach((quantity, index) => {
      if (quantity !== quantities[index]) {
        setValue(`cart.quantities.${index}`, quantity, { shouldValidate: true, shouldDirty: true });
      }
    });
  }

  return (
    <div className="cart-add">
      <div className="cart-add-row">
        <NativeSelect
          id="cart-add-service"
          className="cart-add-service"
          label={<FormattedMessage id="staff.checkout.addService" />}
          value={choice}
          onChange={(event) => {
            setChoice(event.target.value);
            setRefused(null);
          }}
        >
          <optgroup label={intl.formatMessage({ id: 'staff.checkout.addFromThis' }, { clock: time(start) })}>
            {basis.of.booked.map((service) => (
              <option key={service.id} value={`${own}${SEPARATOR}${service.id}`}>
                {service.name}
              </option>
            ))}
          </optgroup>
          {others.map((other) => (
            <optgroup
              key={other.id}
              label={intl.formatMessage({ id: 'staff.checkout.addFromOther' }, { clock: time(other.start) })}
            >
              {other.services.map((service) => (
                <option key={service.id} value={`${other.id}${SEPARATOR}${service.id}`}>
                  {service.name}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect>
        <button type="button" className="button button-secondary" onClick={add}>
          <FormattedMessage id="staff.checkout.add" />
        </button>
      </div>
      <div aria-live="polite">
        {refused && (
          <div className="cart-add-refused" role="alert">
            <p className="form-error">
              <ErrorText error={refused.error} />
            </p>
            {refused.other && (
              <p>
                <Link to={`/staff/${refused.other.branch.slug}/checkout/${refused.other.id}`}>
                  <FormattedMessage id="staff.checkout.checkOutOther" values={{ clock: time(refused.other.start) }} />
                </Link>
              </p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
