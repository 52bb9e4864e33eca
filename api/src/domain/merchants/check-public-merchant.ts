import type { Result } from '../result';

type MerchantError = { code: 'merchant_not_found' };

/**
 * Only a merchant that activated its page is bookable. The configuration call still
 * answers for a non-activated one (the front end decides what to show); every other
 * public call treats it as unknown.
 */
export function checkPublicMerchant<T extends { page_activated: boolean }>(
  merchant: T | null,
): Result<T, MerchantError> {
  if (!merchant?.page_activated) return { ok: false, error: { code: 'merchant_not_found' } };
  return { ok: true, value: merchant };
}
