import { describe, expect, it } from '@rstest/core';
import { applyTransition } from './apply-transition';

const NOW = Date.parse('2026-03-02T08:00:00Z');
const later = { start: NOW + 3_600_000 };
const earlier = { start: NOW - 1 };

describe('applyTransition', () => {
  it('moves a booked appointment to rescheduled, and keeps a paid one paid', () => {
    expect(applyTransition({ ...later, status: 'booked' }, 'reschedule', NOW)).toEqual({
      ok: true,
      value: { status: 'rescheduled', cancelledBy: null },
    });
    expect(applyTransition({ ...later, status: 'paid' }, 'reschedule', NOW)).toMatchObject({
      value: { status: 'paid' },
    });
  });

  it.each([
    ['cancel_by_customer', 'customer'],
    ['cancel_by_staff', 'staff'],
  ] as const)('%s cancels with who cancelled', (transition, by) => {
    for (const status of ['booked', 'rescheduled', 'paid'] as const) {
      expect(applyTransition({ ...later, status }, transition, NOW)).toEqual({
        ok: true,
        value: { status: 'cancelled', cancelledBy: by },
      });
    }
  });

  it.each(['reschedule', 'cancel_by_customer', 'cancel_by_staff'] as const)(
    'refuses to %s an appointment that has started',
    (transition) => {
      expect(applyTransition({ ...earlier, status: 'booked' }, transition, NOW)).toEqual({
        ok: false,
        error: { code: 'not_editable', params: { reason: 'started' } },
      });
    },
  );

  it('changes nothing about a cancelled appointment', () => {
    for (const transition of ['reschedule', 'cancel_by_customer', 'cancel_by_staff', 'no_show', 'pay'] as const) {
      expect(applyTransition({ ...later, status: 'cancelled' }, transition, NOW)).toMatchObject({
        error: { params: { reason: 'cancelled' } },
      });
    }
  });

  it('records a no-show only once the appointment has started', () => {
    expect(applyTransition({ ...later, status: 'booked' }, 'no_show', NOW)).toMatchObject({
      error: { params: { reason: 'not_started' } },
    });
    expect(applyTransition({ ...earlier, status: 'rescheduled' }, 'no_show', NOW)).toEqual({
      ok: true,
      value: { status: 'cancelled', cancelledBy: 'no_show' },
    });
  });

  it('records a payment once, before or after the start', () => {
    expect(applyTransition({ ...earlier, status: 'booked' }, 'pay', NOW)).toMatchObject({ value: { status: 'paid' } });
    expect(applyTransition({ ...later, status: 'paid' }, 'pay', NOW)).toMatchObject({
      error: { params: { reason: 'paid' } },
    });
  });
});
