import { listStaffBranches } from '@booking/shared/contract/operations/staff-calendar';
import { getStaffServiceDay, listStaffReservations } from '@booking/shared/contract/operations/staff-reservations';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { isLocalDate } from '@booking/shared/time/local-date';
import { staffLoad } from '../../../common/staff-page/staff-load';

/**
 * One day of a restaurant branch for the host stand: its tables and service periods (the day
 * sheet) and every reservation starting that day, cancelled ones included. The day holds far
 * fewer than a page (200), so one read is the whole day. 404 for a date that is not one.
 */
export async function serviceDayLoader({ params, request }: LoaderFunctionArgs) {
  const { branch, date } = params;
  if (!branch || !isLocalDate(date)) throw new Response(null, { status: 404, statusText: 'not_found' });
  const [day, list, branches] = await Promise.all([
    staffLoad(getStaffServiceDay, { params: { branch }, query: { date } }, request.signal),
    staffLoad(listStaffReservations, { params: { branch }, query: { from: date, to: date } }, request.signal),
    staffLoad(listStaffBranches, {}, request.signal),
  ]);
  // The branch's country, which the guests' phones are read in.
  const country = branches.results.branches.find((b) => b.slug === branch)?.country ?? '';
  return { date, day: day.results, reservations: list.results.reservations, country };
}
