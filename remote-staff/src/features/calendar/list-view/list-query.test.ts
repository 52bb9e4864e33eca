import { describe, expect, it } from '@rstest/core';
import { apiListQuery, listSearch, readListQuery } from './list-query';

describe('the list query in the URL', () => {
  it('defaults to the upcoming appointments, first page, no filters', () => {
    const query = readListQuery(new URLSearchParams(''));
    expect(query).toEqual({ when: 'upcoming', q: '', employee: '', status: '', offset: 0 });
    expect(listSearch(query)).toBe('');
    expect(apiListQuery(query)).toEqual({ when: 'upcoming', offset: 0, limit: 50 });
  });

  it('round-trips search, filters and page', () => {
    const search = '?when=past&q=emma&employee=e1&status=cancelled&offset=50';
    const query = readListQuery(new URLSearchParams(search));
    expect(listSearch(query)).toBe(search);
    expect(apiListQuery(query)).toEqual({
      when: 'past',
      offset: 50,
      limit: 50,
      q: 'emma',
      employee: 'e1',
      status: 'cancelled',
    });
  });

  it('ignores values a hand-edited URL may carry', () => {
    const query = readListQuery(new URLSearchParams('when=soon&status=lost&offset=-3&q=%20%20'));
    expect(query).toEqual({ when: 'upcoming', q: '', employee: '', status: '', offset: 0 });
  });
});
