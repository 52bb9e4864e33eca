import { describe, expect, it } from '@rstest/core';
import { manageActions } from './manage-actions';

describe('manageActions', () => {
  it('offers moving and cancelling a booked, rescheduled or paid appointment still ahead', () => {
    for (const status of ['booked', 'rescheduled', 'paid'] as const) {
      expect(manageActions({ status, changeable: true }).kind).toBe('open');
    }
  });

  it('offers nothing once started, and says so', () => {
    expect(manageActions({ status: 'booked', changeable: false })).toEqual({ kind: 'closed', reason: 'started' });
  });

  it('offers nothing once cancelled', () => {
    expect(manageActions({ status: 'cancelled', changeable: false })).toEqual({ kind: 'closed', reason: 'cancelled' });
  });
});
