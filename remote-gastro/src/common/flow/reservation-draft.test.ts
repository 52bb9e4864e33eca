import { describe, expect, it } from '@rstest/core';
import { reservationDraftStore } from './reservation-draft';

const start = '2026-12-01T19:00:00+01:00[Europe/Berlin]';

/** The browser's session storage (a process boundary), faked in memory: these tests run in Node. */
const items = new Map<string, string>();
globalThis.sessionStorage = {
  get length() {
    return items.size;
  },
  clear: () => items.clear(),
  getItem: (key: string) => items.get(key) ?? null,
  key: (index: number) => [...items.keys()][index] ?? null,
  removeItem: (key: string) => {
    items.delete(key);
  },
  setItem: (key: string, value: string) => {
    items.set(key, value);
  },
};

describe('the reservation draft', () => {
  it('keeps the choices in session storage per branch, so a reload finds them', () => {
    const store = reservationDraftStore('demo-restaurant', 'kreuzberg');
    store.getState().update({ partySize: 4, date: '2026-12-01', start });
    const saved = JSON.parse(sessionStorage.getItem('gastro-draft:demo-restaurant/kreuzberg') ?? '{}');
    expect(saved.state.draft).toMatchObject({ partySize: 4, date: '2026-12-01', start });
    expect(reservationDraftStore('demo-restaurant', 'other').getState().draft.partySize).toBeNull();
  });

  it('is empty again once cleared after reserving', () => {
    const store = reservationDraftStore('demo-restaurant', 'kreuzberg');
    store.getState().update({ partySize: 2, start, idempotencyKey: 'k-1' });
    store.getState().clear();
    expect(store.getState().draft).toEqual({
      partySize: null,
      date: null,
      start: null,
      contact: null,
      idempotencyKey: null,
    });
  });
});
