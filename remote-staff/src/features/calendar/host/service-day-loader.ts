import { findBranch } from '@booking/shared/api-client/find-branch';
import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import { listStaffBranches } from '@booking/shared/contract/operations/staff-calendar';
import { getStaffServiceDay, listStaffReservations } from '@booking/shared/contract/operations/staff-reservations';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { isLocalDate } from '@booking/shared/time/local-date';
import { staffLoaderApi } from '../../../common/staff-api/staff-api';

/**
 * One day of a restaurant branch for the host stand: its tables and service periods (the day
 * sheet) and every reservation starting that day, cancelled ones included. The day holds far
 * fewer than a page (200), so one read is the whole day. 404 for a date that is not one.
 */
export async function serviceDayLoader({ params, request, context }: LoaderFunctionArgs) {
  const api = staffLoaderApi(context, request.signal);
  const { branch, date } = params;
  if (!branch || !isLocalDate(date)) throw new Response(null, { status: 404, statusText: 'not_found' });
  const [day, list, branches] = await Promise.all([
    loadOrThrow(getStaffServiceDay, { params: { branch }, query: { date } }, api),
    loadOrThrow(listStaffReservations, { params: { branch }, query: { from: date, to: date } }, api),
    loadOrThrow(listStaffBranches, {}, api),
  ]);
  // The branch's country, which the guests' phones are read in.
  const { country } = findBranch(branches.results.branches, branch);
  return { date, day: day.results, reservations: list.results.reservations, country };
}
