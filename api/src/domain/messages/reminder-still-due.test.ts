import { describe, expect, it } from '@rstest/core';
import { reminderStillDue } from './reminder-still-due';

const now = Date.parse('2026-03-03T09:00:00Z');
const appointment = (status: 'booked' | 'rescheduled' | 'paid' | 'cancelled', dueInMs: number | null = null) => ({
  kind: 'appointment' as const,
  status,
  payment_due_at: dueInMs === null ? null : new Date(now + dueInMs),
});

describe('whether a reminder due now is still sent', () => {
  it('is sent for a booked, rescheduled or paid appointment', () => {
    expect(reminderStillDue(appointment('booked'), now)).toBe(true);
    expect(reminderStillDue(appointment('rescheduled'), now)).toBe(true);
    expect(reminderStillDue(appointment('paid'), now)).toBe(true);
  });

  it('is sent while an online payment is still within its time to pay', () => {
    expect(reminderStillDue(appointment('booked', 60_000), now)).toBe(true);
  });

  it('is not sent for an appointment that lapsed unpaid, recorded or not, or was cancelled', () => {
    expect(reminderStillDue(appointment('booked', 0), now)).toBe(false);
    expect(reminderStillDue(appointment('rescheduled', -60_000), now)).toBe(false);
    expect(reminderStillDue(appointment('cancelled'), now)).toBe(false);
  });

  it('is sent for a live reservation, not for a cancelled one or a no-show', () => {
    expect(reminderStillDue({ kind: 'reservation', status: 'confirmed' }, now)).toBe(true);
    expect(reminderStillDue({ kind: 'reservation', status: 'rescheduled' }, now)).toBe(true);
    expect(reminderStillDue({ kind: 'reservation', status: 'cancelled' }, now)).toBe(false);
    expect(reminderStillDue({ kind: 'reservation', status: 'no_show' }, now)).toBe(false);
  });

  it('is not sent when the booking no longer exists', () => {
    expect(reminderStillDue(null, now)).toBe(false);
  });
});
