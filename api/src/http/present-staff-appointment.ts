import type { StaffAbsence, StaffAppointment } from '@booking/shared/contract/staff-calendar';
import { formatZoned } from '@booking/shared/time/format-zoned';
import type { AbsenceRecord, StaffAppointmentRecord } from '../db/staff-calendar-repo';
import { liveStatus } from '../domain/payments/live-status';

/** The calendar's view of an appointment, times in the branch's zone. */
export function presentStaffAppointment(a: StaffAppointmentRecord, now: Date): StaffAppointment {
  const zone = a.branch.timezone;
  const money = (amount_minor: number) => ({ amount_minor, currency: a.currency });
  const record = a.customer_record;
  // A staff booking for a customer record carries no contact of its own: the record names it.
  const name =
    a.walk_in_name ??
    ([a.first_name, a.last_name].filter(Boolean).join(' ') ||
      (record ? [record.first_name, record.last_name].filter(Boolean).join(' ') : '') ||
      null);
  return {
    id: a.id,
    branch: a.branch.slug,
    employee: a.employee,
    start: formatZoned(a.start.getTime(), zone),
    end: formatZoned(a.end.getTime(), zone),
    status: liveStatus(a, now.getTime()),
    cancelled_by: a.cancelled_by === 'unpaid' ? null : a.cancelled_by,
    source: a.source,
    customer: name ? { name, email: a.email, phone: a.phone } : null,
    customer_record: record,
    services: a.services.map((s) => ({
      id: s.id,
      name: s.name,
      duration_minutes: s.duration_minutes,
      price: money(s.price_minor),
    })),
    total_price: money(a.price_minor),
    payment: a.payment,
    comment: a.comment,
    notes: a.staff_notes,
  };
}

export function presentAbsence(a: AbsenceRecord, zone: string): StaffAbsence {
  return {
    id: a.id,
    employee: a.employee,
    kind: a.kind,
    start: formatZoned(a.start.getTime(), zone),
    end: formatZoned(a.end.getTime(), zone),
    reason: a.reason,
    notes: a.notes,
  };
}
