import { describe, expect, it } from '@rstest/core';
import { apiReservationListQuery, readReservationListQuery, reservationListSearch } from './reservation-list-query';

const TODAY = '2026-12-01';

describe('the reservation list in the URL', () => {
  it('opens on the coming week, every state, first page', () => {
    const query = readReservationListQuery(new URLSearchParams(''), TODAY);
    expect(query).toEqual({ from: TODAY, to: '2026-12-07', q: '', status: '', offset: 0 });
    expect(apiReservationListQuery(query)).toEqual({ from: TODAY, to: '2026-12-07', offset: 0, limit: 200 });
  });

  it('round-trips a search over a range with a state and a page', () => {
    const search = '?from=2026-11-01&to=2026-11-30&q=probe&status=no_show&offset=200';
    const query = readReservationListQuery(new URLSearchParams(search), TODAY);
    expect(reservationListSearch(query)).toBe(search);
    expect(apiReservationListQuery(query)).toMatchObject({ q: 'probe', status: 'no_show', offset: 200 });
  });

  it('keeps a hand-edited range inside what the API reads', () => {
    const backwards = readReservationListQuery(new URLSearchParams('from=2026-12-10&to=2026-12-01'), TODAY);
    expect([backwards.from, backwards.to]).toEqual(['2026-12-10', '2026-12-10']);
    const long = readReservationListQuery(new URLSearchParams('from=2026-01-01&to=2026-12-31'), TODAY);
    expect(long.to).toBe('2026-01-31');
    const nonsense = readReservationListQuery(new URLSearchParams('from=2026-02-30&status=lost&offset=-1'), TODAY);
    expect(nonsense).toEqual({ from: TODAY, to: '2026-12-07', q: '', status: '', offset: 0 });
  });
});
