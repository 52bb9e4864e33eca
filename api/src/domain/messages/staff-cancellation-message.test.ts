import { describe, expect, it } from '@rstest/core';
import { bookingMessagePlan } from './booking-message-plan';
import { bookingMessageBody } from './booking-messages';
import type { BookingSummary } from './booking-summary-schema';

const NOW = Date.parse('2026-03-02T08:00:00Z');
const table: BookingSummary = {
  bookingKind: 'reservation',
  id: '7d3c0b1e-1111-4222-8333-944455556666',
  organizationId: 'org',
  branchName: 'Trattoria',
  zone: 'Europe/Berlin',
  start: Date.parse('2026-03-04T18:00:00Z'),
  end: Date.parse('2026-03-04T19:30:00Z'),
  partySize: 2,
  currency: 'EUR',
  feesDueMinor: 0,
  name: 'Jonas',
  email: 'jonas@example.com',
  phone: '+49301234567',
  reminder: 'none',
  locale: 'en',
  sequence: 0,
};
const email = { kind: 'cancellation', channel: 'email' } as const;

describe('a cancellation by the restaurant', () => {
  it('says the restaurant cancelled and carries the staff’s message, in the guest’s language', () => {
    const cancellation = { by: 'business', message: 'Our kitchen is closed tonight.' } as const;
    const text = bookingMessageBody(table, 'cancelled', NOW, null, email, cancellation).text.split('\n');
    expect(text).toContain('We are sorry, we have had to cancel your booking:');
    expect(text.slice(text.indexOf('A message from Trattoria:'))).toEqual([
      'A message from Trattoria:',
      'Our kitchen is closed tonight.',
      '',
      'Trattoria',
    ]);
    const german = bookingMessageBody({ ...table, locale: 'de' }, 'cancelled', NOW, null, email, cancellation).text;
    expect(german).toContain('leider mussten wir Ihre Buchung stornieren:');
    expect(german).toContain('Eine Nachricht von Trattoria:');
  });

  it('reads as the guest’s own cancellation when staff cancelled for them without a message', () => {
    const text = bookingMessageBody(table, 'cancelled', NOW, null, email, { by: 'guest', message: null }).text;
    expect(text).toContain('Your booking is cancelled:');
    expect(text).not.toContain('A message from');
  });
});

describe('messages of a guest staff booked without an email address', () => {
  it('sends no email, and an SMS reminder still goes to the phone', () => {
    const plan = bookingMessagePlan({ ...table, email: '', reminder: 'sms' }, 'booked', NOW);
    expect(plan.messages.map((m) => [m.kind, m.channel])).toEqual([['reminder', 'sms']]);
    expect(bookingMessagePlan({ ...table, email: '' }, 'cancelled', NOW).messages).toEqual([]);
  });
});
