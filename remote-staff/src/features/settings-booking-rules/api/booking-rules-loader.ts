import type { BookingRules } from '@booking/shared/contract/booking-rules';
import { getBookingRules, updateBookingRules } from '@booking/shared/contract/operations/booking-rules';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffCall, staffLoad } from '../../../common/staff-page/staff-load';

/** The rules new bookings follow, and whether the currency can still change. */
export async function bookingRulesLoader({ request }: LoaderFunctionArgs) {
  return (await staffLoad(getBookingRules, {}, request.signal)).results;
}

export function saveBookingRules(body: BookingRules) {
  return staffCall(updateBookingRules, { body });
}
