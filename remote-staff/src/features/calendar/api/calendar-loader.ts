import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import { getStaffCalendar } from '@booking/shared/contract/operations/staff-calendar';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { isLocalDate } from '@booking/shared/time/local-date';
import { staffLoaderApi } from '../../../common/staff-api/staff-api';

/** The branch's calendar from `from` to `to` (local dates), or 404 for a date that is not one. */
export async function loadCalendar(
  { params, request, context }: LoaderFunctionArgs,
  range: (date: string) => { from: string; to: string },
) {
  const { branch, date } = params;
  if (!branch || !isLocalDate(date)) throw new Response(null, { status: 404, statusText: 'not_found' });
  const body = await loadOrThrow(
    getStaffCalendar,
    { params: { branch }, query: range(date) },
    staffLoaderApi(context, request.signal),
  );
  return { date, calendar: body.results };
}
