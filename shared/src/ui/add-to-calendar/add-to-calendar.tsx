import { FormattedMessage } from 'react-intl';
import { type CalendarLinkEvent, calendarLinks } from '../../time/calendar-links';

/**
 * "Add to calendar" for a booking: its .ics from the API (the same event as the emails
 * attach, so importing both leaves one entry), and Google Calendar and Outlook on the web
 * filled with it, for calendars that live in a browser. Those open in a new tab, so the
 * booking's page stays where it was.
 */
export function AddToCalendar({ icsUrl, event }: { icsUrl: string; event: CalendarLinkEvent }) {
  const { google, outlook } = calendarLinks(event);
  const newTab = <FormattedMessage id="kit.calendar.newTab" />;
  return (
    <div className="actions add-to-calendar">
      <a className="button" href={icsUrl} download>
        <FormattedMessage id="kit.calendar.add" />
      </a>
      <a className="button button-secondary" href={google} target="_blank" rel="noopener noreferrer">
        <FormattedMessage id="kit.calendar.google" /> <span className="visually-hidden">{newTab}</span>
      </a>
      <a className="button button-secondary" href={outlook} target="_blank" rel="noopener noreferrer">
        <FormattedMessage id="kit.calendar.outlook" /> <span className="visually-hidden">{newTab}</span>
      </a>
    </div>
  );
}
