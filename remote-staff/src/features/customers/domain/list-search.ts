import {
  CUSTOMER_PAGE_SIZE,
  CUSTOMER_SORTS,
  type CustomerListQuery,
  type CustomerSort,
} from '@booking/shared/contract/customers';

export type SortOrder = 'asc' | 'desc';

/** What the customer list shows, as the URL keeps it: `?q=&sort=&order=&page=` (page from 1). */
export interface ListSearch {
  q: string;
  sort: CustomerSort;
  order: SortOrder;
  page: number;
}

export const DEFAULT_LIST_SEARCH: ListSearch = { q: '', sort: 'last_name', order: 'asc', page: 1 };

const MAX_PAGE = 4000;

/**
 * The list's state from the URL. A hand-edited or stale value falls back to the default
 * rather than failing the page: the URL is something staff bookmark and share.
 */
export function readListSearch(params: URLSearchParams): ListSearch {
  const sort = params.get('sort');
  const order = params.get('order');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    sort: CUSTOMER_SORTS.includes(sort as CustomerSort) ? (sort as CustomerSort) : DEFAULT_LIST_SEARCH.sort,
    order: order === 'asc' || order === 'desc' ? order : DEFAULT_LIST_SEARCH.order,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The URL's query for a state, leaving out what is the default so links stay short. */
export function writeListSearch(search: ListSearch): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.sort !== DEFAULT_LIST_SEARCH.sort) params.set('sort', search.sort);
  if (search.order !== DEFAULT_LIST_SEARCH.order) params.set('order', search.order);
  if (search.page > 1) params.set('page', String(search.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The API's query for a state; `country` (the branch's) reads a phone number typed without its calling code. */
export function toListQuery(search: ListSearch, country?: string): CustomerListQuery {
  return {
    ...(search.q ? { q: search.q } : {}),
    ...(search.q && country ? { country } : {}),
    sort: search.sort,
    order: search.order,
    offset: (search.page - 1) * CUSTOMER_PAGE_SIZE,
    limit: CUSTOMER_PAGE_SIZE,
  };
}

/** Pages for a total (at least one, so "page 1 of 1" reads right for an empty list). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / CUSTOMER_PAGE_SIZE));
}

/**
 * A column heading's link: sorting by another column starts ascending, sorting by the same
 * one again turns the order round. Either way from page 1, as the old page means nothing.
 */
export function sortedBy(search: ListSearch, sort: CustomerSort): ListSearch {
  const order: SortOrder = search.sort === sort && search.order === 'asc' ? 'desc' : 'asc';
  return { ...search, sort, order, page: 1 };
}
