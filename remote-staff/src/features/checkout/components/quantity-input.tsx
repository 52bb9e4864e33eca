import { MAX_LINE_QUANTITY } from '@booking/shared/contract/checkout';
import { fieldErrorOf } from '@booking/shared/forms/zod-resolver';
import { ErrorText } from '@booking/shared/ui/error-text/error-text';
import { useFormContext } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';

/**
 * A line's quantity in its table cell: the label names the service for a screen reader (the
 * column heading says it to everyone else), the error sits under the box.
 */
export function QuantityInput({ index, service }: { index: number; service: string }) {
  const { register, getFieldState, formState } = useFormContext();
  const name = `cart.quantities.${index}`;
  const error = fieldErrorOf(getFieldState(name, formState).error);
  const id = `cart-quantity-${index}`;
  return (
    <div className="quantity-input">
      <label htmlFor={id} className="visually-hidden">
        <FormattedMessage id="staff.checkout.quantityOf" values={{ service }} />
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_LINE_QUANTITY}
        step={1}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(name)}
      />
      <div aria-live="polite">
        {error && (
          <p id={`${id}-error`} className="field-error">
            <ErrorText field={error} />
          </p>
        )}
      </div>
    </div>
  );
}
