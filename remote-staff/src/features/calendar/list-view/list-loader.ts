import { findBranch } from '@booking/shared/api-client/find-branch';
import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import { listStaffAppointments } from '@booking/shared/contract/operations/staff-appointments';
import { getStaffCalendar, listStaffBranches } from '@booking/shared/contract/operations/staff-calendar';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { todayIn } from '@booking/shared/time/today-in';
import { staffLoaderApi } from '../../../common/staff-api/staff-api';
import { apiListQuery, readListQuery } from './list-query';

/** `/staff/:branch/list`: a page of appointments, and the branch's employees for the filter. */
export async function listLoader({ params, request, context }: LoaderFunctionArgs) {
  const api = staffLoaderApi(context, request.signal);
  const branch = params.branch ?? '';
  const query = readListQuery(new URL(request.url).searchParams);
  const [page, calendar] = await Promise.all([
    loadOrThrow(listStaffAppointments, { params: { branch }, query: apiListQuery(query) }, api),
    // Any day's calendar lists the branch's employees; the one asked for is the branch's today,
    // as everywhere a day is chosen for staff, so the day is found from the branch's zone first.
    loadOrThrow(listStaffBranches, {}, api).then((list) => {
      const day = todayIn(findBranch(list.results.branches, branch).timezone, Date.now());
      return loadOrThrow(getStaffCalendar, { params: { branch }, query: { from: day, to: day } }, api);
    }),
  ]);
  return {
    query,
    appointments: page.results.appointments,
    nextOffset: page.results.next_offset,
    employees: calendar.results.employees.map((e) => ({ id: e.id, name: `${e.first_name} ${e.last_name}` })),
    branch: calendar.results.branch,
  };
}
