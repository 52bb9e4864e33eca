import { describe, expect, it } from '@rstest/core';
import { allowedActions, stateMessageId } from './allowed-actions';

const start = '2026-07-13T10:00:00+02:00[Europe/Berlin]';
const at = Date.parse('2026-07-13T08:00:00Z');

describe('the actions an appointment still allows', () => {
  it('before it starts: move, cancel and check out, but not "did not arrive"', () => {
    expect(allowedActions({ status: 'booked', start }, at - 1)).toEqual({
      move: true,
      cancel: true,
      noShow: false,
      checkout: true,
    });
  });

  it('from its start on: only "did not arrive" and check out', () => {
    expect(allowedActions({ status: 'rescheduled', start }, at)).toEqual({
      move: false,
      cancel: false,
      noShow: true,
      checkout: true,
    });
  });

  it('paid: nothing to check out, still movable before it starts', () => {
    expect(allowedActions({ status: 'paid', start }, at - 60_000)).toEqual({
      move: true,
      cancel: true,
      noShow: false,
      checkout: false,
    });
  });

  it('cancelled: nothing at all', () => {
    expect(allowedActions({ status: 'cancelled', start }, at - 60_000)).toEqual({
      move: false,
      cancel: false,
      noShow: false,
      checkout: false,
    });
    expect(allowedActions({ status: 'cancelled', start }, at + 60_000)).toEqual({
      move: false,
      cancel: false,
      noShow: false,
      checkout: false,
    });
  });
});

describe('the state in words', () => {
  it('names who cancelled, and a no-show as such', () => {
    expect(stateMessageId({ status: 'booked', cancelled_by: null })).toBe('staff.appointment.state.booked');
    expect(stateMessageId({ status: 'cancelled', cancelled_by: 'customer' })).toBe(
      'staff.appointment.state.cancelledByCustomer',
    );
    expect(stateMessageId({ status: 'cancelled', cancelled_by: 'no_show' })).toBe('staff.appointment.state.noShow');
  });
});
