import { useIntl } from 'react-intl';
import type { Money } from '../../contract/services';

/**
 * Money from minor units in the visitor's language: `12,50 €` in German, `€12.50` in
 * English. The currency's own number of decimals (JPY has none) decides the division.
 */
export function FormattedMoney({ money }: { money: Money }) {
  return <>{useFormatMoney()(money)}</>;
}

export function useFormatMoney() {
  const intl = useIntl();
  return ({ amount_minor, currency }: Money) => {
    const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits;
    return intl.formatNumber(amount_minor / 10 ** (digits ?? 2), { style: 'currency', currency });
  };
}
