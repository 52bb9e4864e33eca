import { useApi } from '@booking/shared/api-client/api-access';
import { buildUrl } from '@booking/shared/api-client/build-url';
import type { Appointment } from '@booking/shared/contract/appointments';
import { getAppointmentCalendarFile } from '@booking/shared/contract/operations/calendar-files';
import { instantOf } from '@booking/shared/time/instant-of';
import { AddToCalendar } from '@booking/shared/ui/add-to-calendar/add-to-calendar';
import { useIntl } from 'react-intl';

/**
 * "Add to calendar" for an appointment through its manage token: the .ics the emails attach,
 * and Google Calendar and Outlook filled with what, with whom, when and where. The web
 * calendars get no manage link: their URLs end up in a third party's logs.
 */
export function AppointmentCalendar({ appointment, token }: { appointment: Appointment; token: string }) {
  const intl = useIntl();
  const { apiBase } = useApi();
  const { name, address } = appointment.branch;
  const services = intl.formatList(appointment.services.map((service) => service.name));
  const employee = `${appointment.employee.first_name} ${appointment.employee.last_name}`;
  const icsUrl = buildUrl(apiBase, getAppointmentCalendarFile, { organization: appointment.organization, token }, {});
  return (
    <AddToCalendar
      icsUrl={icsUrl}
      event={{
        title: intl.formatMessage({ id: 'beauty.calendar.title' }, { services, branch: name }),
        start: new Date(instantOf(appointment.start)),
        end: new Date(instantOf(appointment.end)),
        location: address ? `${name}, ${address}` : name,
        details: intl.formatMessage({ id: 'beauty.calendar.details' }, { services, employee }),
      }}
    />
  );
}
