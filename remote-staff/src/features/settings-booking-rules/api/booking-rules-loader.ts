import type { BookingRules } from '@booking/shared/contract/booking-rules';
import { getBookingRules, updateBookingRules } from '@booking/shared/contract/operations/booking-rules';
import { getStaffSession } from '@booking/shared/contract/operations/staff-session';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffCall, staffLoad } from '../../../common/staff-page/staff-load';

/**
 * The rules new bookings follow, whether the currency can still change, and whether the
 * business is a salon (its rules for services, employees and paying online apply only there).
 */
export async function bookingRulesLoader({ request }: LoaderFunctionArgs) {
  const [rules, session] = await Promise.all([
    staffLoad(getBookingRules, {}, request.signal),
    staffLoad(getStaffSession, {}, request.signal),
  ]);
  return { ...rules.results, salon: session.results.staff.vertical === 'beauty' };
}

export function saveBookingRules(body: BookingRules) {
  return staffCall(updateBookingRules, { body });
}
