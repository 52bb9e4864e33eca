import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import { listStaffAppointments } from '@booking/shared/contract/operations/staff-appointments';
import { getStaffCalendar } from '@booking/shared/contract/operations/staff-calendar';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffLoaderApi } from '../../../common/staff-api/staff-api';
import { apiListQuery, readListQuery } from './list-query';

/** `/staff/:branch/list`: a page of appointments, and the branch's employees for the filter. */
export async function listLoader({ params, request, context }: LoaderFunctionArgs) {
  const api = staffLoaderApi(context, request.signal);
  const branch = params.branch ?? '';
  const query = readListQuery(new URL(request.url).searchParams);
  // Any day's calendar lists the branch's employees; today's (UTC) is as good as any.
  const day = new Date().toISOString().slice(0, 10);
  const [page, calendar] = await Promise.all([
    loadOrThrow(listStaffAppointments, { params: { branch }, query: apiListQuery(query) }, api),
    loadOrThrow(getStaffCalendar, { params: { branch }, query: { from: day, to: day } }, api),
  ]);
  return {
    query,
    appointments: page.results.appointments,
    nextOffset: page.results.next_offset,
    employees: calendar.results.employees.map((e) => ({ id: e.id, name: `${e.first_name} ${e.last_name}` })),
    branch: calendar.results.branch,
  };
}
