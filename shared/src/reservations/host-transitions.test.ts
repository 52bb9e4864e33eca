import { describe, expect, it } from '@rstest/core';
import { HOST_STATUSES } from '../contract/host-status';
import {
  checkHostTransition,
  type HostReservation,
  holdsTable,
  hostActions,
  isOpen,
  undoneTo,
} from './host-transitions';

const START = Date.UTC(2026, 2, 4, 18, 0);
const before = START - 60_000;
const after = START + 15 * 60_000;
const ZONE = 'Europe/Berlin';
const at = (status: HostReservation['status'], start = START, end = start + 90 * 60_000): HostReservation => ({
  status,
  start,
  end,
  zone: ZONE,
});

describe('host transitions', () => {
  it('walks a confirmed reservation through arrived, seated and finished', () => {
    let status: (typeof HOST_STATUSES)[number] = 'confirmed';
    for (const to of ['arrived', 'seated', 'finished'] as const) {
      const step = checkHostTransition(at(status), to, after);
      expect(step).toEqual({ ok: true, value: to });
      status = to;
    }
    expect(hostActions(at(status), after)).toEqual(['undo']);
  });

  it('seats a party straight away, also one whose reservation was moved', () => {
    expect(checkHostTransition(at('confirmed'), 'seated', before).ok).toBe(true);
    expect(checkHostTransition(at('rescheduled'), 'seated', before).ok).toBe(true);
  });

  it('refuses a no-show before the reservation’s time, saying it has not started', () => {
    expect(checkHostTransition(at('confirmed'), 'no_show', before)).toEqual({
      ok: false,
      error: { code: 'transition_not_allowed', params: { from: 'confirmed', to: 'no_show', reason: 'not_started' } },
    });
    expect(checkHostTransition(at('confirmed'), 'no_show', START).ok).toBe(true);
  });

  it('lets a no-show who turns up late arrive after all', () => {
    expect(checkHostTransition(at('no_show'), 'arrived', after).ok).toBe(true);
    expect(checkHostTransition(at('no_show'), 'finished', after).ok).toBe(false);
  });

  it('cancels until the party sits, never after', () => {
    expect(checkHostTransition(at('arrived'), 'cancelled', after).ok).toBe(true);
    expect(checkHostTransition(at('seated'), 'cancelled', after)).toEqual({
      ok: false,
      error: { code: 'transition_not_allowed', params: { from: 'seated', to: 'cancelled', reason: 'state' } },
    });
  });

  it('changes nothing once cancelled, and a finished party only by taking its leaving back', () => {
    for (const to of ['arrived', 'seated', 'finished', 'no_show', 'undo', 'cancelled'] as const) {
      expect(checkHostTransition(at('cancelled'), to, after).ok).toBe(false);
    }
    expect(hostActions(at('finished'), after)).toEqual(['undo']);
  });

  it('refuses every step at the restaurant before the reservation’s day, but not its cancellation', () => {
    const yesterday = START - 24 * 3_600_000;
    for (const to of ['arrived', 'seated'] as const) {
      expect(checkHostTransition(at('confirmed'), to, yesterday)).toEqual({
        ok: false,
        error: { code: 'not_on_its_day', params: { from: 'confirmed', to } },
      });
    }
    expect(hostActions(at('confirmed'), yesterday)).toEqual(['cancelled']);
    expect(hostActions(at('arrived'), yesterday)).toEqual(['cancelled']);
  });

  it('takes the day in the branch’s zone: from its midnight there, not from UTC’s', () => {
    // 18:00 in Berlin on 4 March; Berlin's 4 March begins at 23:00 UTC on the 3rd.
    const berlinMidnight = Date.UTC(2026, 2, 3, 23, 0);
    expect(hostActions(at('confirmed'), berlinMidnight - 1)).toEqual(['cancelled']);
    expect(hostActions(at('confirmed'), berlinMidnight)).toEqual(['arrived', 'seated', 'cancelled']);
  });

  it('refuses the steps on a later day, also taking one back', () => {
    const nextDay = START + 24 * 3_600_000;
    expect(hostActions(at('confirmed'), nextDay)).toEqual(['cancelled']);
    expect(checkHostTransition(at('finished'), 'undo', nextDay)).toEqual({
      ok: false,
      error: { code: 'not_on_its_day', params: { from: 'finished', to: 'undo' } },
    });
  });

  it('lets a party still sitting at midnight leave until its end', () => {
    const late = Date.UTC(2026, 2, 4, 22, 30); // 23:30 in Berlin
    const end = late + 120 * 60_000;
    const afterMidnight = Date.UTC(2026, 2, 4, 23, 30);
    expect(hostActions(at('seated', late, end), afterMidnight)).toEqual(['finished', 'undo']);
    expect(hostActions(at('seated', late, end), end)).toEqual([]);
  });

  it('takes each step back until the next is taken', () => {
    expect(hostActions(at('arrived'), after)).toEqual(['seated', 'no_show', 'undo', 'cancelled']);
    expect(hostActions(at('seated'), after)).toEqual(['finished', 'undo']);
    expect(hostActions(at('no_show'), after)).toEqual(['arrived', 'seated', 'undo']);
    expect(checkHostTransition(at('confirmed'), 'undo', after)).toEqual({
      ok: false,
      error: { code: 'transition_not_allowed', params: { from: 'confirmed', to: 'undo', reason: 'state' } },
    });
  });

  it('goes back one state: to booked (rescheduled once moved), to arrived, to seated', () => {
    expect(undoneTo('arrived', false)).toBe('confirmed');
    expect(undoneTo('arrived', true)).toBe('rescheduled');
    expect(undoneTo('no_show', false)).toBe('confirmed');
    expect(undoneTo('seated', false)).toBe('arrived');
    expect(undoneTo('finished', true)).toBe('seated');
    expect(undoneTo('confirmed', false)).toBeNull();
    expect(undoneTo('cancelled', false)).toBeNull();
  });

  it('does not finish a party that was never seated', () => {
    expect(checkHostTransition(at('confirmed'), 'finished', after).ok).toBe(false);
    expect(checkHostTransition(at('arrived'), 'finished', after).ok).toBe(false);
  });

  it('gives the table back on a no-show or a cancellation only', () => {
    expect(HOST_STATUSES.filter((s) => !holdsTable(s))).toEqual(['no_show', 'cancelled']);
    expect(HOST_STATUSES.filter(isOpen)).toEqual(['confirmed', 'rescheduled', 'arrived', 'seated']);
  });
});
