import { describe, expect, it } from '@rstest/core';
import { toChangeRequest } from './change-form';

const RESERVATION = { start: '2026-12-01T19:00:00+01:00[Europe/Berlin]', party_size: 4, notes: 'Window' };
const ZONE = 'Europe/Berlin';

describe('the change of a reservation', () => {
  it('sends only what changed', () => {
    const values = { date: '2026-12-01', time: '19:00', partySize: '6', notes: 'Window' };
    expect(toChangeRequest(values, RESERVATION, ZONE)).toEqual({ party_size: 6 });
  });

  it('sends a new time in the branch’s zone', () => {
    const values = { date: '2026-12-02', time: '20:15', partySize: '4', notes: 'Window' };
    expect(toChangeRequest(values, RESERVATION, ZONE)).toEqual({ start: '2026-12-02T20:15:00+01:00[Europe/Berlin]' });
  });

  it('clears emptied notes and sends nothing when nothing changed', () => {
    expect(
      toChangeRequest({ date: '2026-12-01', time: '19:00', partySize: '4', notes: ' ' }, RESERVATION, ZONE),
    ).toEqual({
      notes: null,
    });
    expect(
      toChangeRequest({ date: '2026-12-01', time: '19:00', partySize: '4', notes: 'Window' }, RESERVATION, ZONE),
    ).toEqual({});
  });
});
