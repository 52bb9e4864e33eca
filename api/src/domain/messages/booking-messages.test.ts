import { describe, expect, it } from '@rstest/core';
import { bookingMessageBody, bookingMessages } from './booking-messages';
import { evaAppointment } from './booking-summary-fixture';
import type { BookingSummary } from './booking-summary-schema';

const NOW = Date.parse('2026-03-02T08:00:00Z');
const LINK = 'https://booking.example/salon/main/token';
const appointment = evaAppointment();

describe('booking emails in the customer language', () => {
  it('confirms in German: subject, text with the price and link, and the calendar entry', () => {
    const { drafts } = bookingMessages(appointment, 'booked', NOW, LINK);
    const [confirmation] = drafts;
    expect(confirmation?.subject).toBe('Bestätigt: Cut und Colour bei Ana, Mittwoch, 4. März 2026 um 10:00 MEZ');
    expect(confirmation?.text.split('\n')).toEqual([
      'Hallo Eva,',
      '',
      'Ihre Buchung ist bestätigt:',
      'Cut und Colour bei Ana',
      'Mittwoch, 4. März 2026 um 10:00 MEZ',
      'Main',
      'Preis: 90,00\u00a0€',
      '',
      `Ansehen, verschieben oder stornieren: ${LINK}`,
      '',
      'Main',
    ]);
    expect(confirmation?.ics?.content).toContain('SUMMARY:Cut und Colour bei Ana\\, Main');
    expect(confirmation?.ics?.content).toContain('DESCRIPTION:Ihre Buchung verwalten: https://booking.example/');
  });

  it('confirms in English with dates as the site writes them and the price in the merchant currency', () => {
    const { drafts } = bookingMessages({ ...appointment, locale: 'en' }, 'booked', NOW, LINK);
    expect(drafts[0]?.subject).toBe('Confirmed: Cut and Colour with Ana, Wednesday, March 4, 2026 at 10:00 AM GMT+1');
    expect(drafts[0]?.text).toContain('Price: €90.00');
    expect(drafts[0]?.ics?.content).toContain('SUMMARY:Cut and Colour with Ana at Main');
    expect(drafts[1]).toMatchObject({ kind: 'reminder', subject: expect.stringMatching(/^Reminder: /) });
  });

  it("quotes the staff's words in a cancellation under the details, as written", () => {
    const cancellation = { kind: 'cancellation', channel: 'email' } as const;
    const words = 'Ana ist krank.\nBitte buchen Sie neu.';
    const body = bookingMessageBody(appointment, 'cancelled', NOW, null, cancellation, {
      by: 'business',
      message: words,
    });
    expect(body.text.endsWith('\n\nEine Nachricht von Main:\nAna ist krank.\nBitte buchen Sie neu.\n\nMain')).toBe(
      true,
    );
    const english = bookingMessageBody({ ...appointment, locale: 'en' }, 'cancelled', NOW, null, cancellation, {
      by: 'business',
      message: 'Sorry.',
    });
    expect(english.text).toContain('A message from Main:\nSorry.');
    expect(bookingMessageBody(appointment, 'cancelled', NOW, null, cancellation).text).not.toContain('Nachricht');
  });

  it('tells of a move and of a late cancellation with the fee, in German', () => {
    const moved = bookingMessages({ ...appointment, sequence: 1 }, 'rescheduled', NOW, LINK);
    expect(moved.drafts.map((d) => d.subject)).toEqual([
      'Verschoben: Cut und Colour bei Ana, jetzt Mittwoch, 4. März 2026 um 10:00 MEZ',
      'Erinnerung: Cut und Colour bei Ana, Mittwoch, 4. März 2026 um 10:00 MEZ',
    ]);
    const late = bookingMessages({ ...appointment, feesDueMinor: 1500 }, 'cancelled', NOW, null);
    expect(late.drafts).toHaveLength(1);
    expect(late.drafts[0]?.subject).toMatch(/^Storniert: /);
    expect(late.drafts[0]?.text).toContain('Fällige Gebühren: 15,00\u00a0€');
    expect(late.drafts[0]?.ics?.content).toContain('STATUS:CANCELLED');
  });

  it("attaches one calendar entry through every change: same UID, higher SEQUENCE, the branch's address", () => {
    const located = { ...appointment, branchAddress: 'Weg 1, 10115 Berlin' };
    const lines = (change: 'booked' | 'rescheduled' | 'cancelled', sequence: number) =>
      bookingMessages({ ...located, sequence }, change, NOW, LINK).drafts[0]?.ics?.content.split('\r\n') ?? [];
    const booked = lines('booked', 0);
    const moved = lines('rescheduled', 1);
    const cancelled = lines('cancelled', 1);
    const uid = `UID:${appointment.id}@booking-api`;
    for (const ics of [booked, moved, cancelled]) {
      expect(ics).toContain(uid);
      expect(ics).toContain('LOCATION:Main\\, Weg 1\\, 10115 Berlin');
      expect(ics.some((line) => line.startsWith('METHOD') || line.startsWith('ORGANIZER'))).toBe(false);
    }
    expect([booked, moved, cancelled].map((ics) => ics.find((line) => line.startsWith('SEQUENCE')))).toEqual([
      'SEQUENCE:0',
      'SEQUENCE:1',
      'SEQUENCE:2',
    ]);
    expect(cancelled).toContain('STATUS:CANCELLED');
    expect(bookingMessages(located, 'booked', NOW, LINK).drafts[0]?.ics?.method).toBeNull();
  });

  it('describes a reservation by its party size, one guest or several, in each language', () => {
    const reservation: BookingSummary = { ...appointment, bookingKind: 'reservation', partySize: 4 };
    const subject = (summary: BookingSummary) => bookingMessages(summary, 'booked', NOW, LINK).drafts[0]?.subject;
    expect(subject(reservation)).toMatch(/^Bestätigt: Tisch für 4 Gäste, Mittwoch/);
    expect(subject({ ...reservation, partySize: 1 })).toMatch(/^Bestätigt: Tisch für 1 Gast, Mittwoch/);
    expect(subject({ ...reservation, locale: 'en' })).toMatch(/^Confirmed: Table for 4 guests, Wednesday/);
    expect(subject({ ...reservation, partySize: 1, locale: 'en' })).toMatch(/^Confirmed: Table for 1 guest, Wednesday/);
  });

  it('writes a whole reservation email in English that reads right', () => {
    const reservation: BookingSummary = { ...appointment, bookingKind: 'reservation', partySize: 2, locale: 'en' };
    const [confirmation] = bookingMessages(reservation, 'booked', NOW, LINK).drafts;
    expect(confirmation?.text.split('\n').slice(0, 5)).toEqual([
      'Hello Eva,',
      '',
      'Your booking is confirmed:',
      'Table for 2 guests',
      'Wednesday, March 4, 2026 at 10:00 AM GMT+1',
    ]);
  });

  it('asks for the payment by its deadline, in German, without calling the booking confirmed or attaching an entry', () => {
    const due = evaAppointment({ payBy: Date.parse('2026-03-02T08:10:00Z') });
    const [mail] = bookingMessages(due, 'booked', NOW, LINK).drafts;
    expect(mail?.kind).toBe('payment_due');
    expect(mail?.subject).toBe('Zahlung fällig bis Montag, 2. März 2026 um 09:10 MEZ: Cut und Colour bei Ana');
    expect(mail?.text.split('\n').slice(0, 4)).toEqual([
      'Hallo Eva,',
      '',
      'Ihre Buchung ist reserviert, aber noch nicht bestätigt. Die Zahlung ist fällig bis Montag, 2. März 2026 um 09:10 MEZ:',
      'Cut und Colour bei Ana',
    ]);
    expect(mail?.text).toContain(
      `Bezahlen, stattdessen im Salon bezahlen, die Buchung ansehen oder stornieren: ${LINK}`,
    );
    expect(mail?.ics).toBeNull();
  });
});
