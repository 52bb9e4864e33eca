import { getStaffCalendar } from '@booking/shared/contract/operations/staff-calendar';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { isLocalDate } from '@booking/shared/time/local-date';
import { staffLoad } from '../../../common/staff-page/staff-load';

/** The branch's calendar from `from` to `to` (local dates), or 404 for a date that is not one. */
export async function loadCalendar(
  { params, request }: LoaderFunctionArgs,
  range: (date: string) => { from: string; to: string },
) {
  const { branch, date } = params;
  if (!branch || !isLocalDate(date)) throw new Response(null, { status: 404, statusText: 'not_found' });
  const body = await staffLoad(getStaffCalendar, { params: { branch }, query: range(date) }, request.signal);
  return { date, calendar: body.results };
}
