import { CUSTOMER_PAGE_SIZE } from '@booking/shared/contract/customers';
import { describe, expect, it } from '@rstest/core';
import { DEFAULT_LIST_SEARCH, pageCount, readListSearch, sortedBy, toListQuery, writeListSearch } from './list-search';

describe('the customer list in the URL', () => {
  it('reads search, sort, order and page back as they were written', () => {
    const search = { q: 'Meyer', sort: 'customer_number', order: 'desc', page: 3 } as const;
    expect(readListSearch(new URLSearchParams(writeListSearch(search)))).toEqual(search);
  });

  it('leaves the defaults out of the URL', () => {
    expect(writeListSearch(DEFAULT_LIST_SEARCH)).toBe('');
    expect(writeListSearch({ ...DEFAULT_LIST_SEARCH, q: 'anna lee' })).toBe('?q=anna+lee');
  });

  it('falls back to the defaults for a hand-edited sort, order or page', () => {
    expect(readListSearch(new URLSearchParams('sort=password&order=up&page=-2'))).toEqual(DEFAULT_LIST_SEARCH);
    expect(readListSearch(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('asks the API for the page’s slice', () => {
    expect(toListQuery({ q: '', sort: 'created_at', order: 'desc', page: 2 })).toEqual({
      sort: 'created_at',
      order: 'desc',
      offset: CUSTOMER_PAGE_SIZE,
      limit: CUSTOMER_PAGE_SIZE,
    });
    expect(toListQuery({ ...DEFAULT_LIST_SEARCH, q: '+49 170' }).q).toBe('+49 170');
  });

  it('sends the branch country with a search, so a number typed nationally is read there', () => {
    expect(toListQuery({ ...DEFAULT_LIST_SEARCH, q: '0170 123' }, 'DE')).toMatchObject({
      q: '0170 123',
      country: 'DE',
    });
    expect(toListQuery(DEFAULT_LIST_SEARCH, 'DE')).not.toHaveProperty('country');
  });

  it('counts pages, one at least', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(CUSTOMER_PAGE_SIZE)).toBe(1);
    expect(pageCount(CUSTOMER_PAGE_SIZE + 1)).toBe(2);
  });

  it('turns the order round when the same column is chosen again, and starts another ascending on page 1', () => {
    const onPage3 = { ...DEFAULT_LIST_SEARCH, page: 3 };
    expect(sortedBy(onPage3, 'last_name')).toEqual({ ...DEFAULT_LIST_SEARCH, order: 'desc' });
    expect(sortedBy({ ...onPage3, order: 'desc' }, 'last_name').order).toBe('asc');
    expect(sortedBy(onPage3, 'first_name')).toEqual({ ...DEFAULT_LIST_SEARCH, sort: 'first_name' });
  });
});
