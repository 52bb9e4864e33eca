import type { BookingPolicy } from '@booking/shared/contract/booking-policy';
import { describe, expect, it } from '@rstest/core';
import { quoteChange } from './quote-change';

const eur = (amount_minor: number) => ({ amount_minor, currency: 'EUR' });
const policy: BookingPolicy = {
  cancellation_lead_time: { value: 1, type: 'days' },
  editing_limit: { value: 2, type: 'days' },
  editing_fee: eur(500),
  late_cancellation_fee: eur(1500),
  late_rescheduling_fee: eur(1000),
};
const ZONE = 'Europe/Berlin';
// Monday 30 March 2026, 10:00 summer time; one calendar day before is 10:00 on Sunday.
const start = Date.parse('2026-03-30T08:00:00Z');
const appointment = { start, zone: ZONE };
const HOUR = 3_600_000;

describe('quoteChange', () => {
  it('costs nothing outside both windows', () => {
    expect(quoteChange(policy, appointment, 'reschedule', start - 72 * HOUR)).toMatchObject({
      fees: [],
      totalMinor: 0,
    });
    expect(quoteChange(policy, appointment, 'cancel', start - 72 * HOUR)).toMatchObject({ fees: [], totalMinor: 0 });
  });

  it('charges the service fee for a reschedule within the editing limit', () => {
    const quote = quoteChange(policy, appointment, 'reschedule', start - 30 * HOUR);
    expect(quote.fees).toEqual([{ kind: 'service_fee', amountMinor: 500 }]);
  });

  it('does not charge the service fee for a cancellation within the editing limit', () => {
    expect(quoteChange(policy, appointment, 'cancel', start - 30 * HOUR).fees).toEqual([]);
  });

  it('adds the late rescheduling fee inside the cancellation lead time', () => {
    const quote = quoteChange(policy, appointment, 'reschedule', start - HOUR);
    expect(quote.fees).toEqual([
      { kind: 'service_fee', amountMinor: 500 },
      { kind: 'late_rescheduling_fee', amountMinor: 1000 },
    ]);
    expect(quote.totalMinor).toBe(1500);
  });

  it('charges the late cancellation fee inside the cancellation lead time', () => {
    expect(quoteChange(policy, appointment, 'cancel', start - HOUR)).toMatchObject({
      fees: [{ kind: 'late_cancellation_fee', amountMinor: 1500 }],
      totalMinor: 1500,
    });
  });

  it('counts the lead time in calendar days of the branch: late from 10:00 the day before, across spring forward', () => {
    const quote = quoteChange(policy, appointment, 'cancel', start);
    expect(new Date(quote.lateFrom).toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(new Date(quote.serviceFeeFrom).toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(quoteChange(policy, appointment, 'cancel', quote.lateFrom - 1).totalMinor).toBe(0);
    expect(quoteChange(policy, appointment, 'cancel', quote.lateFrom).totalMinor).toBe(1500);
  });

  it('lists no fee the merchant set to zero', () => {
    const free = { ...policy, editing_fee: eur(0) };
    expect(quoteChange(free, appointment, 'reschedule', start - HOUR).fees).toEqual([
      { kind: 'late_rescheduling_fee', amountMinor: 1000 },
    ]);
  });
});
