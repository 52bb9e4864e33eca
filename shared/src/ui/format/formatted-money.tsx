import { useIntl } from 'react-intl';
import type { Money } from '../../contract/services';

/**
 * Money from minor units in the visitor's language: `12,50 €` in German, `€12.50` in
 * English. The currency's own number of decimals (JPY has none) decides the division.
 */
export function FormattedMoney({ money }: { money: Money }) {
  return <>{useFormatMoney()(money)}</>;
}

/**
 * A currency's decimals, by currency code. Creating an Intl.NumberFormat is slow (tens of
 * microseconds), and a services list asks for every price: the answer never changes, so it is
 * worked out once per currency.
 */
const decimals = new Map<string, number>();

function decimalsOf(currency: string): number {
  let digits = decimals.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    decimals.set(currency, digits);
  }
  return digits;
}

export function useFormatMoney() {
  const intl = useIntl();
  return ({ amount_minor, currency }: Money) =>
    intl.formatNumber(amount_minor / 10 ** decimalsOf(currency), { style: 'currency', currency });
}
