import { describe, expect, it } from '@rstest/core';
import { createOutboxSender, type OutgoingMail } from '../src/messages/outbox-sender';
import { SANDBOX_CARDS } from '../src/payments/sandbox-provider';
import { manage, post } from './helpers/booking-calls';
import { bookOnline as bookOnlineWith, payWithCard, useOnlinePaymentSalon } from './helpers/online-payment-calls';
import { useTestApp } from './helpers/test-app';
import { TEST_NOW } from './helpers/test-salon';

// What the customer's inbox says of a booking paid online: payment due (never "confirmed")
// at booking, the confirmation with its receipt once paid, or the release when it was not.
const t = useTestApp({ now: TEST_NOW });
const theSalon = useOnlinePaymentSalon(t, 'inbox-salon');

const MINUTE = 60_000;

const bookOnline = (start: string, locale: 'de' | 'en') => bookOnlineWith(t().app, theSalon(), start, locale);
const pay = (token: string, card: string) => payWithCard(t().app, theSalon(), token, card);
/** Sends what is due now and answers the emails to the test salon's customer. */
async function inbox(): Promise<OutgoingMail[]> {
  const mails: OutgoingMail[] = [];
  const outbox = createOutboxSender({
    db: t().db,
    send: async (mail) => void mails.push(mail),
    sms: { send: async () => undefined },
    now: t().clock.now,
  });
  await outbox.sendDue();
  return mails.filter((mail) => !mail.subject.startsWith('Reminder') && !mail.subject.startsWith('Erinnerung'));
}

describe('emails of a booking paid online', () => {
  it('says at booking that payment is due by the deadline in the branch zone, and not that it is confirmed', async () => {
    await bookOnline('2026-03-05T10:00:00+01:00', 'en');
    const [mail, ...more] = await inbox();
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Payment due by Monday, March 2, 2026 at 9:10 AM GMT+1: Cut with Ana');
    expect(mail?.text).toContain('Your booking is reserved, not yet confirmed.');
    expect(mail?.text).toContain(
      'If it has not arrived by Monday, March 2, 2026 at 9:10 AM GMT+1, the time is released.',
    );
    expect(`${mail?.subject}\n${mail?.text}`).not.toMatch(/confirmed:|Confirmed/);

    await bookOnline('2026-03-05T11:00:00+01:00', 'de');
    const [german] = await inbox();
    expect(german?.subject).toBe('Zahlung fällig bis Montag, 2. März 2026 um 09:10 MEZ: Cut bei Ana');
    expect(german?.text).not.toContain('bestätigt:');
  });

  it('confirms with a receipt once paid: the amount, what for and the merchant', async () => {
    const { token } = await bookOnline('2026-03-05T12:00:00+01:00', 'en');
    await inbox();
    await pay(token, SANDBOX_CARDS.succeeds);
    const [mail, ...more] = await inbox();
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Confirmed: Cut with Ana, Thursday, March 5, 2026 at 12:00 PM GMT+1');
    const lines = mail?.text.split('\n') ?? [];
    expect(lines).toContain('Your booking is confirmed:');
    expect(lines).toContain('Receipt');
    expect(lines).toContain('Paid online: €30.00');
    expect(lines).toContain('For: Cut with Ana, Thursday, March 5, 2026 at 12:00 PM GMT+1');
    expect(lines).toContain('Paid to: Salon inbox-salon');
    expect(mail?.ics?.content).toContain('STATUS:CONFIRMED');
  });

  it('confirms without a receipt when the customer chooses to pay at the salon instead', async () => {
    const { token } = await bookOnline('2026-03-05T13:00:00+01:00', 'de');
    await inbox();
    expect((await manage(t().app, theSalon(), token, '/payment/on-site', post())).status).toBe(200);
    const [mail, ...more] = await inbox();
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/^Bestätigt: Cut bei Ana, /);
    expect(mail?.text).toContain('Sie bezahlen im Salon, nach Ihrem Termin.');
    expect(mail?.text).not.toContain('Quittung');
  });

  it('tells when the time was released because the payment did not arrive', async () => {
    await bookOnline('2026-03-05T14:00:00+01:00', 'en');
    await inbox();
    t().clock.advance(10 * MINUTE);
    const [mail, ...more] = await inbox();
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/^Time released, payment not received: Cut with Ana, /);
    expect(mail?.text).toContain(
      'The time was released because the online payment did not arrive by Monday, March 2, 2026 at 9:10 AM GMT+1.',
    );
  });
});
