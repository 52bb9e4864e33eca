/** The calendar's URLs (STAFF-SEAM: `/staff/:branch/{day,week}/:date`, `/staff/:branch/list`). */
export type CalendarView = 'day' | 'week' | 'list';

export const branchPath = (branch: string) => `/staff/${encodeURIComponent(branch)}`;

/**
 * Cancelled appointments are hidden unless the URL says `cancelled=show`: a view's state lives
 * in its URL like the week's employee, so a reload, Back and a shared link keep it, and the
 * views, the days and the dialogs carry it on.
 */
const CANCELLED = 'cancelled';
export const showsCancelled = (search: URLSearchParams) => search.get(CANCELLED) === 'show';
/**
 * Showing or hiding cancelled appointments changes only what is drawn from the data already
 * loaded: the view's loader need not read the calendar again (and the switch answers at once).
 */
export function onlyCancelledChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname || showsCancelled(current.searchParams) === showsCancelled(next.searchParams))
    return false;
  const rest = (url: URL) => withCancelledShown(url.searchParams, false).toString();
  return rest(current) === rest(next);
}

/** The same query with cancelled appointments shown or hidden, the rest (the week's employee) kept. */
export function withCancelledShown(search: URLSearchParams, show: boolean): URLSearchParams {
  const next = new URLSearchParams(search);
  if (show) next.set(CANCELLED, 'show');
  else next.delete(CANCELLED);
  return next;
}

function viewQuery(employee: string | null | undefined, showCancelled: boolean): string {
  const query = new URLSearchParams();
  if (employee) query.set('employee', employee);
  if (showCancelled) query.set(CANCELLED, 'show');
  const text = query.toString();
  return text ? `?${text}` : '';
}

export const dayPath = (branch: string, date: string, showCancelled = false) =>
  `${branchPath(branch)}/day/${date}${viewQuery(null, showCancelled)}`;
export const weekPath = (branch: string, date: string, employee?: string | null, showCancelled = false) =>
  `${branchPath(branch)}/week/${date}${viewQuery(employee, showCancelled)}`;
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
