import { describe, expect, it } from '@rstest/core';
import ICAL from 'ical.js';
import { calendarEvent } from './calendar-event';

const event = {
  uid: '7d3c0b1e-1111-4222-8333-944455556666@booking',
  sequence: 2,
  start: Date.parse('2026-03-29T08:00:00Z'),
  end: Date.parse('2026-03-29T09:30:00Z'),
  stamp: Date.parse('2026-03-02T08:00:00Z'),
  summary: "Women's cut & blow-dry, Root colour; with Anna",
  location: 'Studio Lumen Mitte, Torstraße 140, 10119 Berlin',
  description: `Manage your booking: https://booking.example/demo-salon/mitte/${'x'.repeat(60)}\nSee you soon`,
  cancelled: false,
};

describe('calendar attachment (RFC 5545)', () => {
  it('is parsed back by ical.js with the times, texts, uid and sequence as given', () => {
    const ics = calendarEvent(event);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(vevent.uid).toBe(event.uid);
    expect(vevent.sequence).toBe(2);
    expect(vevent.startDate.toJSDate().toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(vevent.endDate.toJSDate().toISOString()).toBe('2026-03-29T09:30:00.000Z');
    expect(vevent.summary).toBe(event.summary);
    expect(vevent.location).toBe(event.location);
    expect(vevent.description).toBe(event.description);
  });

  it('folds long lines at 75 octets with CRLF and never splits a character', () => {
    const ics = calendarEvent({ ...event, location: 'Straße '.repeat(30) });
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics).not.toContain('\uFFFD');
  });

  it('is a plain event to add, not an invitation: no METHOD, no ORGANIZER, no ATTENDEE', () => {
    for (const cancelled of [false, true]) {
      const calendar = new ICAL.Component(ICAL.parse(calendarEvent({ ...event, cancelled })));
      expect(calendar.getFirstPropertyValue('method')).toBeNull();
      const vevent = calendar.getFirstSubcomponent('vevent');
      expect(vevent?.getFirstPropertyValue('organizer')).toBeNull();
      expect(vevent?.getFirstPropertyValue('attendee')).toBeNull();
    }
  });

  it('marks a cancelled booking STATUS CANCELLED under the same UID', () => {
    const calendar = new ICAL.Component(ICAL.parse(calendarEvent({ ...event, cancelled: true, sequence: 3 })));
    const vevent = calendar.getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(vevent?.getFirstPropertyValue('uid')).toBe(event.uid);
    expect(vevent?.getFirstPropertyValue('sequence')).toBe(3);
  });
});
