import type { StaffAppointment } from '@booking/shared/contract/staff-calendar';
import { samePersonName } from './same-person-name';

/**
 * Whether staff may link an appointment to this customer: a walk-in or a booking for nobody (no
 * record yet), an online booking whose customer was not found, so it made a record of its own,
 * or one on a record of another name (before decision 0054 a phone alone matched a booking to
 * whoever had that phone). One matched to a record of its own name is that customer's, and one
 * of this customer is linked already.
 */
export function isLinkable(appointment: StaffAppointment, customerId: string): boolean {
  const record = appointment.customer_record ?? null;
  if (!record) return true;
  if (record.id === customerId) return false;
  const bookedAs = appointment.customer?.name;
  const underAnotherName =
    bookedAs !== undefined && !samePersonName(bookedAs, `${record.first_name} ${record.last_name}`);
  return record.match === 'new' || record.deleted || underAnotherName;
}

/** The linkable ones of several result lists, each once, soonest first. */
export function linkCandidates(lists: StaffAppointment[][], customerId: string): StaffAppointment[] {
  const seen = new Set<string>();
  return lists
    .flat()
    .filter((appointment) => {
      if (seen.has(appointment.id) || !isLinkable(appointment, customerId)) return false;
      seen.add(appointment.id);
      return true;
    })
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}
