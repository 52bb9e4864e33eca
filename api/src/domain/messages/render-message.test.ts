import { describe, expect, it } from '@rstest/core';
import type { BookingChange } from './booking-message-plan';
import { bookingMessages } from './booking-messages';
import { evaAppointment } from './booking-summary-fixture';
import type { BookingSummary } from './booking-summary-schema';
import { type MessageContent, messageContentSchema } from './message-content';
import { refundMessage } from './refund-message';
import { renderMessage } from './render-message';

const NOW = Date.parse('2026-03-02T08:00:00Z');
const LINK = 'https://booking.example/salon/main/token';
const BOOK_AGAIN = 'https://booking.example/salon/main';

/** The content as the sender reads it back: through the jsonb column and the schema. */
const stored = (content: MessageContent) => messageContentSchema.parse(JSON.parse(JSON.stringify(content)));

const bodyOf = ({ subject, text, ics }: { subject: string | null; text: string; ics: unknown }) => ({
  subject,
  text,
  ics,
});

const { services, employee, priceMinor, ...booking } = evaAppointment({ locale: 'en', reminder: 'sms' });
const reservation: BookingSummary = { ...booking, bookingKind: 'reservation', partySize: 4 };

describe('a message composed at send time from its stored content', () => {
  const cases: [string, BookingSummary, BookingChange, string | null][] = [
    ['booked, email reminder', evaAppointment(), 'booked', LINK],
    ['booked, SMS reminder', evaAppointment({ reminder: 'sms', locale: 'en' }), 'booked', LINK],
    [
      'booked to pay online by a deadline',
      evaAppointment({ payBy: Date.parse('2026-03-02T08:10:00Z') }),
      'booked',
      LINK,
    ],
    ['a reservation booked, SMS reminder', reservation, 'booked', LINK],
    ['moved through the link', evaAppointment({ sequence: 2 }), 'rescheduled', LINK],
    ['cancelled by staff with a refund', evaAppointment({ refundMinor: 3000, feesDueMinor: 1500 }), 'cancelled', null],
  ];
  for (const [name, summary, change, link] of cases) {
    it(`is what composing at the change gave: ${name}`, () => {
      const { drafts } = bookingMessages(summary, change, NOW, link);
      expect(drafts.length).toBeGreaterThan(0);
      const content = stored({ type: 'booking', summary, change, stamp: NOW, link });
      for (const draft of drafts) {
        expect(renderMessage(draft.kind, draft.channel, content)).toEqual(bodyOf(draft));
      }
    });
  }

  it('is the refund email composed at the change, for each reason', () => {
    for (const reason of ['lapsed', 'cancelled', 'paid', 'started'] as const) {
      const summary = evaAppointment({ currency: 'CHF' });
      const draft = refundMessage(summary, reason, 9000, BOOK_AGAIN, NOW);
      const content = stored({
        type: 'refund',
        summary,
        reason,
        refundMinor: 9000,
        bookAgainUrl: BOOK_AGAIN,
        stamp: NOW,
      });
      expect(renderMessage('refund', 'email', content)).toEqual(bodyOf(draft));
    }
  });

  it('is nothing for a message its content does not cause', () => {
    const booked = stored({ type: 'booking', summary: evaAppointment(), change: 'booked', stamp: NOW, link: LINK });
    expect(renderMessage('cancellation', 'email', booked)).toBeNull();
    expect(renderMessage('reminder', 'sms', booked)).toBeNull();
    const late = stored({
      type: 'booking',
      summary: evaAppointment(),
      change: 'booked',
      stamp: Date.parse('2026-03-04T08:30:00Z'),
      link: LINK,
    });
    expect(renderMessage('reminder', 'email', late)).toBeNull(); // too late for a reminder
    expect(renderMessage('refund', 'email', booked)).toBeNull();
  });
});
