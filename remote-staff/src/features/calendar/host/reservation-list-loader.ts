import { findBranch } from '@booking/shared/api-client/find-branch';
import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import { listStaffBranches } from '@booking/shared/contract/operations/staff-calendar';
import { listStaffReservations } from '@booking/shared/contract/operations/staff-reservations';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { todayIn } from '@booking/shared/time/today-in';
import { staffLoaderApi } from '../../../common/staff-api/staff-api';
import { apiReservationListQuery, readReservationListQuery } from './reservation-list-query';

/** `/staff/:branch/reservations`: a page of the branch's reservations over a range of days, searched. */
export async function reservationListLoader({ params, request, context }: LoaderFunctionArgs) {
  const api = staffLoaderApi(context, request.signal);
  const slug = params.branch ?? '';
  const branches = await loadOrThrow(listStaffBranches, {}, api);
  const branch = findBranch(branches.results.branches, slug);
  const query = readReservationListQuery(new URL(request.url).searchParams, todayIn(branch.timezone, Date.now()));
  const page = await loadOrThrow(
    listStaffReservations,
    { params: { branch: slug }, query: apiReservationListQuery(query) },
    api,
  );
  return { branch, query, ...page.results };
}
