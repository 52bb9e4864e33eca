import type { StaffAppointment } from '@booking/shared/contract/staff-calendar';

/**
 * Whether staff may link an appointment to this customer (issue 16): a walk-in or a booking
 * for nobody (no record yet), or an online booking whose customer was not found, so it made a
 * record of its own. One already matched to a record is that customer's, and one of this
 * customer is linked already.
 */
export function isLinkable(appointment: StaffAppointment, customerId: string): boolean {
  const record = appointment.customer_record ?? null;
  if (!record) return true;
  if (record.id === customerId) return false;
  return record.match === 'new' || record.deleted;
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
