import { describe, expect, it } from '@rstest/core';
import { HOST_STATUSES } from '../contract/host-status';
import { checkHostTransition, holdsTable, hostActions, isOpen } from './host-transitions';

const START = Date.UTC(2026, 2, 4, 18, 0);
const before = START - 60_000;
const after = START + 15 * 60_000;

describe('host transitions', () => {
  it('walks a confirmed reservation through arrived, seated and finished', () => {
    let status: (typeof HOST_STATUSES)[number] = 'confirmed';
    for (const to of ['arrived', 'seated', 'finished'] as const) {
      const step = checkHostTransition({ status, start: START }, to, after);
      expect(step).toEqual({ ok: true, value: to });
      status = to;
    }
    expect(hostActions({ status, start: START }, after)).toEqual([]);
  });

  it('seats a party straight away, also one whose reservation was moved', () => {
    expect(checkHostTransition({ status: 'confirmed', start: START }, 'seated', before).ok).toBe(true);
    expect(checkHostTransition({ status: 'rescheduled', start: START }, 'seated', before).ok).toBe(true);
  });

  it('refuses a no-show before the reservation’s time, saying it has not started', () => {
    expect(checkHostTransition({ status: 'confirmed', start: START }, 'no_show', before)).toEqual({
      ok: false,
      error: { code: 'transition_not_allowed', params: { from: 'confirmed', to: 'no_show', reason: 'not_started' } },
    });
    expect(checkHostTransition({ status: 'confirmed', start: START }, 'no_show', START).ok).toBe(true);
  });

  it('lets a no-show who turns up late arrive after all', () => {
    expect(checkHostTransition({ status: 'no_show', start: START }, 'arrived', after).ok).toBe(true);
    expect(checkHostTransition({ status: 'no_show', start: START }, 'finished', after).ok).toBe(false);
  });

  it('cancels until the party sits, never after', () => {
    expect(checkHostTransition({ status: 'arrived', start: START }, 'cancelled', after).ok).toBe(true);
    expect(checkHostTransition({ status: 'seated', start: START }, 'cancelled', after)).toEqual({
      ok: false,
      error: { code: 'transition_not_allowed', params: { from: 'seated', to: 'cancelled', reason: 'state' } },
    });
  });

  it('changes nothing once finished or cancelled', () => {
    for (const status of ['finished', 'cancelled'] as const) {
      for (const to of ['arrived', 'seated', 'finished', 'no_show', 'cancelled'] as const) {
        expect(checkHostTransition({ status, start: START }, to, after).ok).toBe(false);
      }
    }
  });

  it('does not finish a party that was never seated', () => {
    expect(checkHostTransition({ status: 'confirmed', start: START }, 'finished', after).ok).toBe(false);
    expect(checkHostTransition({ status: 'arrived', start: START }, 'finished', after).ok).toBe(false);
  });

  it('gives the table back on a no-show or a cancellation only', () => {
    expect(HOST_STATUSES.filter((s) => !holdsTable(s))).toEqual(['no_show', 'cancelled']);
    expect(HOST_STATUSES.filter(isOpen)).toEqual(['confirmed', 'rescheduled', 'arrived', 'seated']);
  });
});
