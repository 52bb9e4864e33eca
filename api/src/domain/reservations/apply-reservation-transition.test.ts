import { describe, expect, it } from '@rstest/core';
import { applyReservationTransition } from './apply-reservation-transition';

const start = Date.parse('2026-03-04T18:00:00Z');

describe('reservation states: confirmed -> rescheduled -> cancelled', () => {
  it('moves a confirmed or rescheduled reservation to rescheduled', () => {
    expect(applyReservationTransition({ status: 'confirmed', start }, 'reschedule', start - 1)).toEqual({
      ok: true,
      value: 'rescheduled',
    });
    expect(applyReservationTransition({ status: 'rescheduled', start }, 'reschedule', start - 1).ok).toBe(true);
  });

  it('cancels one that has not started', () => {
    expect(applyReservationTransition({ status: 'rescheduled', start }, 'cancel', start - 1)).toEqual({
      ok: true,
      value: 'cancelled',
    });
  });

  it('changes nothing once started or cancelled', () => {
    expect(applyReservationTransition({ status: 'confirmed', start }, 'cancel', start)).toEqual({
      ok: false,
      error: { code: 'not_editable', params: { reason: 'started' } },
    });
    expect(applyReservationTransition({ status: 'cancelled', start }, 'reschedule', start - 1)).toEqual({
      ok: false,
      error: { code: 'not_editable', params: { reason: 'cancelled' } },
    });
  });
});
