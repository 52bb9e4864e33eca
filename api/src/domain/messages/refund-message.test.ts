import { describe, expect, it } from '@rstest/core';
import { evaAppointment } from './booking-summary-fixture';
import { refundMessage } from './refund-message';

const NOW = Date.parse('2026-03-02T08:00:00Z');
const BOOK_AGAIN = 'https://booking.example/salon/main';
const appointment = evaAppointment({ locale: 'en' });

describe('the email about a late payment that went back', () => {
  it('says in English why, how much was refunded in the merchant currency, and where to book again', () => {
    const draft = refundMessage(appointment, 'started', 9000, BOOK_AGAIN, NOW);
    expect(draft).toMatchObject({ kind: 'refund', channel: 'email', recipient: 'eva@example.com', ics: null });
    expect(draft.subject).toBe('Payment refunded: Cut and Colour with Ana, Wednesday, March 4, 2026 at 10:00 AM GMT+1');
    expect(draft.text.split('\n')).toEqual([
      'Hello Eva,',
      '',
      'Your payment arrived after the booked time had begun:',
      'Cut and Colour with Ana',
      'Wednesday, March 4, 2026 at 10:00 AM GMT+1',
      'Main',
      'We have refunded the full amount, €90.00, to the card you paid with.',
      '',
      `To book again: ${BOOK_AGAIN}`,
      '',
      'Main',
    ]);
  });

  it('says the booking stands, without a link to book again, when it had been paid already', () => {
    const draft = refundMessage({ ...appointment, currency: 'CHF' }, 'paid', 9000, BOOK_AGAIN, NOW);
    expect(draft.text).toContain('Your payment arrived after this booking had already been paid:');
    expect(draft.text).toContain('CHF\u00a090.00');
    expect(draft.text).toContain('Your booking stays as it is, paid.');
    expect(draft.text).not.toContain(BOOK_AGAIN);
  });
});
