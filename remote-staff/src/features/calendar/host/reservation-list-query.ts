import { HOST_STATUSES, type HostStatus } from '@booking/shared/contract/host-status';
import { MAX_CALENDAR_DAYS } from '@booking/shared/contract/staff-calendar';
import { STAFF_RESERVATION_PAGE_SIZE } from '@booking/shared/contract/staff-reservations';
import { isLocalDate, shiftDate } from '@booking/shared/time/local-date';

/** The reservation list's state, all of it in the URL query so a reload, a link or Back shows the same page. */
export interface ReservationListQuery {
  from: string;
  to: string;
  q: string;
  status: HostStatus | '';
  offset: number;
}

/** The list opens on the coming week. */
const DEFAULT_DAYS = 7;

/**
 * Reads the URL query; anything unexpected falls back to the default rather than failing the
 * page: a range ending before it starts ends on its first day, one longer than the API reads
 * (31 days) is cut to that.
 */
export function readReservationListQuery(search: URLSearchParams, today: string): ReservationListQuery {
  const fromText = search.get('from') ?? '';
  const from = isLocalDate(fromText) ? fromText : today;
  const toText = search.get('to') ?? '';
  const last = shiftDate(from, MAX_CALENDAR_DAYS - 1);
  let to = isLocalDate(toText) ? toText : shiftDate(from, DEFAULT_DAYS - 1);
  if (to < from) to = from;
  if (to > last) to = last;
  const status = search.get('status') ?? '';
  const offset = Number(search.get('offset') ?? 0);
  return {
    from,
    to,
    q: (search.get('q') ?? '').trim().slice(0, 100),
    status: (HOST_STATUSES as readonly string[]).includes(status) ? (status as HostStatus) : '',
    offset: Number.isInteger(offset) && offset > 0 && offset <= 100_000 ? offset : 0,
  };
}

/** The API's query (empty filters left out). */
export function apiReservationListQuery(query: ReservationListQuery) {
  return {
    from: query.from,
    to: query.to,
    offset: query.offset,
    limit: STAFF_RESERVATION_PAGE_SIZE,
    ...(query.q ? { q: query.q } : {}),
    ...(query.status ? { status: query.status } : {}),
  };
}

/** The URL query of another page of the same search. */
export function reservationListSearch(query: ReservationListQuery): string {
  const search = new URLSearchParams({ from: query.from, to: query.to });
  if (query.q) search.set('q', query.q);
  if (query.status) search.set('status', query.status);
  if (query.offset > 0) search.set('offset', String(query.offset));
  return `?${search}`;
}
