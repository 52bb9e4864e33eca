import type { Vertical } from '@booking/shared/contract/configuration';
import type { Result } from '../result';

type Restaurant = { vertical: Vertical; onlineReservationsEnabled: boolean };

/** Reservations are a restaurant's: to them a salon is an unknown merchant. */
export function checkRestaurant<T extends Restaurant>(merchant: T): Result<T, { code: 'merchant_not_found' }> {
  if (merchant.vertical !== 'gastro') return { ok: false, error: { code: 'merchant_not_found' } };
  return { ok: true, value: merchant };
}

/**
 * Whether new reservations (and moves) are taken online. Switched off, the page still
 * exists (that is `page_activated`) and existing reservations can still be read and
 * cancelled; the front end shows /{organization}/unavailable.
 */
export function checkOnlineReservations<T extends Restaurant>(
  merchant: T,
): Result<T, { code: 'reservations_unavailable' }> {
  if (!merchant.onlineReservationsEnabled) return { ok: false, error: { code: 'reservations_unavailable' } };
  return { ok: true, value: merchant };
}
