import { describe, expect, it } from '@rstest/core';
import { calendarLinks } from './calendar-links';

const event = {
  title: 'Cut & Colour at Studio Lumen',
  start: new Date('2026-03-04T10:00:00+01:00'),
  end: new Date('2026-03-04T11:30:00+01:00'),
  location: 'Studio Lumen, Torstraße 140, 10119 Berlin',
  details: 'Cut, Colour with Anna',
};

describe('calendarLinks', () => {
  it("fills Google Calendar's new event page, times in UTC", () => {
    const url = new URL(calendarLinks(event).google);
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Cut & Colour at Studio Lumen',
      dates: '20260304T090000Z/20260304T103000Z',
      details: 'Cut, Colour with Anna',
      location: 'Studio Lumen, Torstraße 140, 10119 Berlin',
    });
  });

  it("fills Outlook on the web's new event page, times in UTC", () => {
    const url = new URL(calendarLinks(event).outlook);
    expect(`${url.origin}${url.pathname}`).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      path: '/calendar/action/compose',
      rru: 'addevent',
      subject: 'Cut & Colour at Studio Lumen',
      startdt: '2026-03-04T09:00:00Z',
      enddt: '2026-03-04T10:30:00Z',
      body: 'Cut, Colour with Anna',
      location: 'Studio Lumen, Torstraße 140, 10119 Berlin',
    });
  });

  it('escapes what would end a parameter', () => {
    const { google } = calendarLinks({ ...event, title: 'A&B=C #1?' });
    expect(new URL(google).searchParams.get('text')).toBe('A&B=C #1?');
    expect(google).not.toContain('A&B');
  });
});
