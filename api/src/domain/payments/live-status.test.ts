import { describe, expect, it } from '@rstest/core';
import { liveStatus } from './live-status';

const due = new Date('2026-03-02T08:10:00Z');

describe('an appointment awaiting online payment', () => {
  it('keeps its status until payment is due, and counts as cancelled afterwards', () => {
    expect(liveStatus({ status: 'booked', payment_due_at: due }, due.getTime() - 1)).toBe('booked');
    expect(liveStatus({ status: 'rescheduled', payment_due_at: due }, due.getTime())).toBe('cancelled');
  });

  it('is unaffected when paid, paid on site, or cancelled already', () => {
    expect(liveStatus({ status: 'paid', payment_due_at: due }, due.getTime() + 1)).toBe('paid');
    expect(liveStatus({ status: 'booked', payment_due_at: null }, due.getTime() + 1)).toBe('booked');
  });
});
