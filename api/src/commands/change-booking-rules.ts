import type { BookingRules } from '@booking/shared/contract/booking-rules';
import { readBookingRules, writeBookingRules } from '../db/booking-rules-repo';
import type { Db } from '../db/db';
import type { DomainError, Result } from '../domain/result';

/**
 * Sets the rules new bookings follow. Booked appointments keep the policy copied onto them
 * when booked, so nothing here touches them. The currency stays once appointments were booked
 * in it (400 `locked_by_bookings` at `currency`): their prices, fees and refunds are in it.
 */
export function changeBookingRules(
  db: Db,
  organizationId: string,
  rules: BookingRules,
): Promise<Result<Awaited<ReturnType<typeof readBookingRules>>, DomainError>> {
  return db.transaction(async (tx) => {
    const current = await readBookingRules(tx, organizationId, true);
    if (current.currency_locked && current.rules.currency !== rules.currency) {
      return { ok: false, error: { code: 'invalid_input', fields: { currency: [{ code: 'locked_by_bookings' }] } } };
    }
    await writeBookingRules(tx, organizationId, rules);
    return { ok: true, value: await readBookingRules(tx, organizationId) };
  });
}
