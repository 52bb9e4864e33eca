/** The calendar's URLs (STAFF-SEAM: `/staff/:branch/{day,week}/:date`, `/staff/:branch/list`). */
export type CalendarView = 'day' | 'week' | 'list';

export const branchPath = (branch: string) => `/staff/${encodeURIComponent(branch)}`;
export const dayPath = (branch: string, date: string) => `${branchPath(branch)}/day/${date}`;
export const weekPath = (branch: string, date: string, employee?: string | null) =>
  `${branchPath(branch)}/week/${date}${employee ? `?employee=${encodeURIComponent(employee)}` : ''}`;
export const listPath = (branch: string) => `${branchPath(branch)}/list`;
/** The customer records (customers-ui), a view of the same top bar. */
export const customersPath = (branch: string) => `${branchPath(branch)}/customers`;

/** Which screen of the calendar a location shows: a dialog over it (a child route) is the same screen. */
export function screenOf(pathname: string, search: string): string {
  const [, , branch = '', view = '', date = ''] = pathname.split('/');
  return view === 'list' ? `${branch}/list${search}` : `${branch}/${view}/${date}`;
}

/** The link of a free spot: staff-edit's new appointment dialog, relative to the day or week route. */
export function newAppointmentHref(employee: string | null, start: string | null): string {
  const query = new URLSearchParams();
  if (employee) query.set('employee', employee);
  if (start) query.set('start', start);
  const search = query.toString();
  return `appointments/new${search ? `?${search}` : ''}`;
}
