/** What a web calendar's "new event" page is filled with. */
export type CalendarLinkEvent = {
  title: string;
  start: Date;
  end: Date;
  location: string;
  /** Plain text. Never a secret (a manage link): these URLs end up in a third party's logs. */
  details: string;
};

/** 20260304T090000Z: RFC 5545's UTC form, which Google's `dates` takes. */
const basicUtc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** 2026-03-04T09:00:00Z: Outlook's `startdt`/`enddt` in UTC (without Z it would read the viewer's zone). */
const extendedUtc = (date: Date) => date.toISOString().replace(/\.\d{3}/, '');

/**
 * Links that open Google Calendar's and Outlook on the web's "new event" page filled with
 * the booking, for customers whose calendar lives in a browser (an .ics download opens the
 * desktop program instead). Neither service documents these URLs; both formats are the ones
 * in use for years: Google's `render?action=TEMPLATE` with `dates=<start>/<end>` in UTC, and
 * Outlook's `deeplink/compose` with `rru=addevent`. Times in UTC, so each calendar shows them
 * in its own zone.
 */
export function calendarLinks(event: CalendarLinkEvent): { google: string; outlook: string } {
  const google = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${basicUtc(event.start)}/${basicUtc(event.end)}`,
    details: event.details,
    location: event.location,
  });
  const outlook = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: extendedUtc(event.start),
    enddt: extendedUtc(event.end),
    body: event.details,
    location: event.location,
  });
  return {
    google: `https://calendar.google.com/calendar/render?${google}`,
    outlook: `https://outlook.live.com/calendar/0/deeplink/compose?${outlook}`,
  };
}
