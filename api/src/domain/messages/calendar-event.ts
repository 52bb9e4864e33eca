/** What goes into a booking's calendar entry. */
export type CalendarEvent = {
  /** Stable across updates: calendars replace the entry with the same UID. */
  uid: string;
  /** Grows with every update (RFC 5545 SEQUENCE), so the newest version wins. */
  sequence: number;
  start: number;
  end: number;
  stamp: number;
  summary: string;
  location: string;
  description: string;
  cancelled: boolean;
};

const utc = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT. */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 3.1: lines longer than 75 octets are folded (CRLF and a space), not inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * An iCalendar object (RFC 5545) with one event to add to a calendar, for a download and an
 * email attachment alike. No METHOD and no ORGANIZER: either makes Outlook and Apple Mail
 * treat it as a meeting invitation from an organizer nobody can answer (RFC 5546 scheduling),
 * while a plain event is simply added; a calendar that has the UID replaces its entry with
 * the higher SEQUENCE, and a cancelled booking's copy says STATUS:CANCELLED. Times are in
 * UTC, so no VTIMEZONE is needed and every calendar shows them in its own zone.
 */
export function calendarEvent(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Booking//Booking API//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${text(event.summary)}`,
    `LOCATION:${text(event.location)}`,
    `DESCRIPTION:${text(event.description)}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
