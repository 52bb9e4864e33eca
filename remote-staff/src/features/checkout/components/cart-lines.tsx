import type { Money } from '@booking/shared/contract/services';
import { FormattedMoney } from '@booking/shared/ui/format/formatted-money';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface Line {
  service_id: string;
  name: string;
  unit_price: Money;
  /** The number, or the field that edits it. */
  quantity: ReactNode;
  line_total: Money | null;
}

/**
 * The cart as a table: each service at its booked price, how many, the line's sum; then the
 * subtotal, the discount and the total. A sum that cannot be worked out (a quantity being
 * corrected) shows a dash rather than a wrong number.
 */
export function CartLines({
  lines,
  subtotal,
  discount,
  total,
}: {
  lines: Line[];
  subtotal: Money | null;
  discount: Money | null;
  total: Money | null;
}) {
  const money = (value: Money | null) => (value ? <FormattedMoney money={value} /> : '–');
  return (
    <table className="cart-table">
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="staff.checkout.service" />
          </th>
          <th scope="col" className="cart-number">
            <FormattedMessage id="staff.checkout.price" />
          </th>
          <th scope="col" className="cart-quantity">
            <FormattedMessage id="staff.checkout.quantity" />
          </th>
          <th scope="col" className="cart-number">
            <FormattedMessage id="staff.checkout.lineTotal" />
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.service_id}>
            <th scope="row">{line.name}</th>
            <td className="cart-number">
              <FormattedMoney money={line.unit_price} />
            </td>
            <td className="cart-quantity">{line.quantity}</td>
            <td className="cart-number">{money(line.line_total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            <FormattedMessage id="staff.checkout.subtotal" />
          </th>
          <td className="cart-number">{money(subtotal)}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={3}>
            <FormattedMessage id="staff.checkout.discount" />
          </th>
          <td className="cart-number">
            {discount && discount.amount_minor > 0 ? <>−{money(discount)}</> : money(discount)}
          </td>
        </tr>
        <tr className="cart-total">
          <th scope="row" colSpan={3}>
            <FormattedMessage id="staff.checkout.total" />
          </th>
          <td className="cart-number" aria-live="polite">
            {money(total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
