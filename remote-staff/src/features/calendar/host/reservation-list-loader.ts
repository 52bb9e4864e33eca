import { listStaffBranches } from '@booking/shared/contract/operations/staff-calendar';
import { listStaffReservations } from '@booking/shared/contract/operations/staff-reservations';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { todayIn } from '@booking/shared/time/today-in';
import { staffLoad } from '../../../common/staff-page/staff-load';
import { apiReservationListQuery, readReservationListQuery } from './reservation-list-query';

/** `/staff/:branch/reservations`: a page of the branch's reservations over a range of days, searched. */
export async function reservationListLoader({ params, request }: LoaderFunctionArgs) {
  const slug = params.branch ?? '';
  const branches = await staffLoad(listStaffBranches, {}, request.signal);
  const branch = branches.results.branches.find((b) => b.slug === slug);
  if (!branch) throw new Response(null, { status: 404, statusText: 'branch_not_found' });
  const query = readReservationListQuery(new URL(request.url).searchParams, todayIn(branch.timezone, Date.now()));
  const page = await staffLoad(
    listStaffReservations,
    { params: { branch: slug }, query: apiReservationListQuery(query) },
    request.signal,
  );
  return { branch, query, ...page.results };
}
