import type { StaffReservation } from '@booking/shared/contract/staff-reservations';
import { formatZoned } from '@booking/shared/time/format-zoned';
import type { StaffReservationRecord } from '../db/staff-reservation-repo';

/** The host stand's view of a reservation: times in the branch's zone, the staff's notes. */
export function presentStaffReservation(r: StaffReservationRecord): StaffReservation {
  const zone = r.branch.timezone;
  const at = (date: Date) => formatZoned(date.getTime(), zone);
  return {
    id: r.id,
    branch: r.branch.slug,
    table: r.table,
    tables: r.tables,
    combination: r.combination,
    start: at(r.start),
    end: at(r.end),
    party_size: r.party_size,
    status: r.status,
    cancelled_by: r.cancelled_by,
    late_cancellation: r.late_cancellation,
    source: r.source,
    name: r.name,
    email: r.email,
    phone: r.phone,
    special_request: r.special_request,
    notes: r.staff_notes,
    locale: r.locale,
    customer_record: r.customer_record,
    created_at: at(r.created_at),
  };
}
