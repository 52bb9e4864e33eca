import type { AppointmentStatus } from '@booking/shared/contract/appointments';
import { STAFF_LIST_PAGE_SIZE } from '@booking/shared/contract/staff-appointments';

export const LIST_STATES: readonly AppointmentStatus[] = ['booked', 'rescheduled', 'paid', 'cancelled'];

/** The list's state, all of it in the URL query so a reload, a link or Back shows the same page. */
export interface ListQuery {
  when: 'upcoming' | 'past';
  q: string;
  employee: string;
  status: AppointmentStatus | '';
  offset: number;
}

/** Reads the URL query; anything unexpected falls back to the default rather than failing the page. */
export function readListQuery(search: URLSearchParams): ListQuery {
  const status = search.get('status') ?? '';
  const offset = Number(search.get('offset') ?? 0);
  return {
    when: search.get('when') === 'past' ? 'past' : 'upcoming',
    q: (search.get('q') ?? '').trim().slice(0, 100),
    employee: (search.get('employee') ?? '').trim(),
    status: (LIST_STATES as readonly string[]).includes(status) ? (status as AppointmentStatus) : '',
    offset: Number.isInteger(offset) && offset > 0 && offset <= 100_000 ? offset : 0,
  };
}

/** The API's query for a list state (empty filters left out). */
export function apiListQuery(query: ListQuery) {
  return {
    when: query.when,
    offset: query.offset,
    limit: STAFF_LIST_PAGE_SIZE,
    ...(query.q ? { q: query.q } : {}),
    ...(query.employee ? { employee: query.employee } : {}),
    ...(query.status ? { status: query.status } : {}),
  };
}

/** The URL query of a list state, defaults left out so the plain list has a plain URL. */
export function listSearch(query: ListQuery): string {
  const search = new URLSearchParams();
  if (query.when !== 'upcoming') search.set('when', query.when);
  if (query.q) search.set('q', query.q);
  if (query.employee) search.set('employee', query.employee);
  if (query.status) search.set('status', query.status);
  if (query.offset > 0) search.set('offset', String(query.offset));
  const text = search.toString();
  return text ? `?${text}` : '';
}
