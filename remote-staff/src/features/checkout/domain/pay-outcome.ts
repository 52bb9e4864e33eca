import type { ApiError, ApiResult } from '@booking/shared/api-client/call';
import type { CheckoutPaidResponse } from '@booking/shared/contract/checkout';
import type { FieldError } from '@booking/shared/forms/field-errors';

/**
 * What the checkout does with the answer to paying:
 * - `paid`: show the paid cart;
 * - `already_paid`: someone (another till, an online payment) was first: read the cart again,
 *   which shows how it was paid; nothing is charged twice;
 * - `retry`: the server was not reached, failed, or is still on the first try: sending the
 *   same cart with the same Idempotency-Key again is safe, so Retry is offered in place;
 * - `fields`: the cart broke a rule at a field (a quantity, the discount);
 * - `failed`: said in words above the cart (another appointment's line, missing service data,
 *   cancelled meanwhile, ...).
 */
export type PayOutcome =
  | { kind: 'paid'; paid: CheckoutPaidResponse['results'] }
  | { kind: 'already_paid' | 'retry' }
  | { kind: 'fields'; fields: { name: string; error: FieldError }[] }
  | { kind: 'failed'; error: ApiError };

export function payOutcome(result: ApiResult<CheckoutPaidResponse>): PayOutcome {
  if (result.ok) return { kind: 'paid', paid: result.data.results };
  if ('network' in result) return { kind: 'retry' };
  const error = result.error;
  if (error?.code === 'already_paid') return { kind: 'already_paid' };
  if (error?.code === 'idempotency_key_in_use' || (result.status >= 500 && error?.code !== 'internal')) {
    return { kind: 'retry' };
  }
  if (!error) return { kind: 'failed', error: { code: 'internal' } };
  const fields = Object.entries(error.fields ?? {}).flatMap(([name, [first]]) => {
    const field = formFieldOf(name);
    return first && field ? [{ name: field, error: first }] : [];
  });
  if (fields.length) return { kind: 'fields', fields };
  return { kind: 'failed', error };
}

/** The form field an API field key is about: `lines.2.quantity` -> `cart.quantities.2`. */
function formFieldOf(name: string): string | null {
  if (name === 'discount_minor') return 'cart.discount';
  if (name === 'method') return 'method';
  const line = /^lines\.(\d+)\.quantity$/.exec(name);
  return line ? `cart.quantities.${line[1]}` : null;
}
