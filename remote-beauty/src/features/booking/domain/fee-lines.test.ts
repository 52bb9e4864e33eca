import { describe, expect, it } from '@rstest/core';
import { feeLines, leadTimeUnit } from './fee-lines';

const eur = (amount_minor: number) => ({ amount_minor, currency: 'EUR' });
const policy = {
  cancellation_lead_time: { value: 24, type: 'hours' as const },
  editing_limit: { value: 2, type: 'days' as const },
  editing_fee: eur(500),
  late_cancellation_fee: eur(1500),
  late_rescheduling_fee: eur(1000),
};

describe('feeLines', () => {
  it('names every fee with the time before the appointment from which it applies', () => {
    expect(feeLines(policy)).toEqual([
      { kind: 'late_cancellation', lead: { value: 24, type: 'hours' }, amount: eur(1500) },
      { kind: 'late_rescheduling', lead: { value: 24, type: 'hours' }, amount: eur(1000) },
      { kind: 'editing', lead: { value: 2, type: 'days' }, amount: eur(500) },
    ]);
  });

  it('leaves out fees of zero, so a free policy has no lines', () => {
    expect(feeLines({ ...policy, editing_fee: eur(0) }).map((line) => line.kind)).toEqual([
      'late_cancellation',
      'late_rescheduling',
    ]);
    expect(
      feeLines({ ...policy, editing_fee: eur(0), late_cancellation_fee: eur(0), late_rescheduling_fee: eur(0) }),
    ).toEqual([]);
  });

  it('leaves out a fee whose window is zero long: it can never apply', () => {
    expect(feeLines({ ...policy, editing_limit: { value: 0, type: 'hours' } }).map((line) => line.kind)).not.toContain(
      'editing',
    );
  });

  it('maps the lead time units to the units Intl writes out', () => {
    expect(leadTimeUnit({ value: 3, type: 'weeks' })).toBe('week');
    expect(leadTimeUnit({ value: 30, type: 'minutes' })).toBe('minute');
  });
});
