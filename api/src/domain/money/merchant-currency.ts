/** EUR when the merchant has not chosen a currency. */
export const DEFAULT_CURRENCY = 'EUR';

/** The currency prices are quoted in. `char(3)` may come back padded, hence the trim. */
export function merchantCurrency(currency: string | null): string {
  return currency?.trim() || DEFAULT_CURRENCY;
}
