import { listStaffAppointments } from '@booking/shared/contract/operations/staff-appointments';
import { getStaffCalendar, listStaffBranches } from '@booking/shared/contract/operations/staff-calendar';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { todayIn } from '@booking/shared/time/today-in';
import { staffLoad } from '../../../common/staff-page/staff-load';
import { apiListQuery, readListQuery } from './list-query';

/** `/staff/:branch/list`: a page of appointments, and the branch's employees for the filter. */
export async function listLoader({ params, request }: LoaderFunctionArgs) {
  const branch = params.branch ?? '';
  const query = readListQuery(new URL(request.url).searchParams);
  const [page, calendar] = await Promise.all([
    staffLoad(listStaffAppointments, { params: { branch }, query: apiListQuery(query) }, request.signal),
    // Any day's calendar lists the branch's employees; the one asked for is the branch's today,
    // as everywhere a day is chosen for staff, so the day is found from the branch's zone first.
    staffLoad(listStaffBranches, {}, request.signal).then((list) => {
      const zone = list.results.branches.find((b) => b.slug === branch)?.timezone;
      if (!zone) throw new Response(null, { status: 404, statusText: 'branch_not_found' });
      const day = todayIn(zone, Date.now());
      return staffLoad(getStaffCalendar, { params: { branch }, query: { from: day, to: day } }, request.signal);
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
