import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import type { BookingRules } from '@booking/shared/contract/booking-rules';
import { getBookingRules, updateBookingRules } from '@booking/shared/contract/operations/booking-rules';
import { getStaffSession } from '@booking/shared/contract/operations/staff-session';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffLoaderApi } from '../../../common/staff-api/staff-api';

/**
 * The rules new bookings follow, whether the currency can still change, and whether the
 * business is a salon (its rules for services, employees and paying online apply only there).
 */
export async function bookingRulesLoader({ request, context }: LoaderFunctionArgs) {
  const api = staffLoaderApi(context, request.signal);
  const [rules, session] = await Promise.all([
    loadOrThrow(getBookingRules, {}, api),
    loadOrThrow(getStaffSession, {}, api),
  ]);
  return { ...rules.results, salon: session.results.staff.vertical === 'beauty' };
}

export function saveBookingRules(api: ApiAccess, body: BookingRules) {
  return call(updateBookingRules, { body }, api);
}
