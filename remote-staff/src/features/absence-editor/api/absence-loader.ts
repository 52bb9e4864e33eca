import { type Loaded, loadOrFailure } from '@booking/shared/api-client/loaded';
import { getStaffCalendar } from '@booking/shared/contract/operations/staff-calendar';
import type { StaffAbsence } from '@booking/shared/contract/staff-calendar';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { dateOfDay, dayNumber, isLocalDate } from '@booking/shared/time/local-date';
import type { EmployeeOption } from '../../../common/employee-select/employee-select';
import { staffLoaderApi } from '../../../common/staff-api/staff-api';

export interface AbsenceData {
  branch: string;
  zone: string;
  viewDate: string;
  employees: EmployeeOption[];
  /** The absence being edited; null for a new one. */
  absence: StaffAbsence | null;
}

/**
 * There is no call for one absence: the calendar of the days around the view's date has it
 * (an absence opened from the grid is on those days), with the branch's employees and zone.
 * 14 days either side: a week view's items and a vacation reaching into it.
 */
const AROUND_DAYS = 14;

export async function absenceLoader({ params, request, context }: LoaderFunctionArgs): Promise<Loaded<AbsenceData>> {
  const branch = params.branch ?? '';
  const viewDate = params.date;
  // The dialog opens over a day or week view, which refuses a date that is none: so does it.
  if (!isLocalDate(viewDate)) throw new Response(null, { status: 404, statusText: 'not_found' });
  const wanted = params.absence ?? null;
  const day = dayNumber(viewDate);
  const query = wanted
    ? { from: dateOfDay(day - AROUND_DAYS), to: dateOfDay(day + AROUND_DAYS) }
    : { from: viewDate, to: viewDate };
  const result = await loadOrFailure(
    getStaffCalendar,
    { params: { branch }, query },
    staffLoaderApi(context, request.signal),
  );
  if (!result.ok) return result;
  const calendar = result.data.results;
  const absence = wanted ? (calendar.absences.find((a) => a.id === wanted) ?? null) : null;
  if (wanted && !absence) return { ok: false, error: { code: 'absence_not_found' }, retryable: false };
  return {
    ok: true,
    data: { branch, zone: calendar.branch.timezone, viewDate, employees: calendar.employees, absence },
  };
}
