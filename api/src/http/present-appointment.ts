import type { Appointment } from '@booking/shared/contract/appointments';
import { formatZoned } from '@booking/shared/time/format-zoned';
import type { AppointmentRecord } from '../db/appointment-repo';
import { liveStatus } from '../domain/payments/live-status';

/** The contract's view of an appointment: times in the branch's zone, money in its currency. */
export function presentAppointment(a: AppointmentRecord, now: Date): Appointment {
  const zone = a.branch.timezone;
  const at = (date: Date) => formatZoned(date.getTime(), zone);
  const money = (amount_minor: number) => ({ amount_minor, currency: a.currency });
  const status = liveStatus(a, now.getTime());
  // Lapsed unpaid (recorded or not yet): cancelled, by nobody; the payment says 'expired'.
  const lapsedAt = status === 'cancelled' && a.status !== 'cancelled' ? a.payment_due_at : null;
  const cancelledAt = a.cancelled_at ?? lapsedAt;
  return {
    id: a.id,
    status,
    cancelled_by: a.cancelled_by === 'unpaid' ? null : a.cancelled_by,
    cancelled_at: cancelledAt ? at(cancelledAt) : null,
    organization: a.organization,
    branch: { slug: a.branch.slug, name: a.branch.name, timezone: zone },
    start: at(a.start),
    end: at(a.end),
    employee: a.employee,
    services: a.services.map((s) => ({
      id: s.id,
      name: s.name,
      duration_minutes: s.duration_minutes,
      price: money(s.price_minor),
    })),
    total_price: money(a.price_minor),
    contact: a.contact,
    reminder: a.reminder,
    payment: a.payment,
    policy: a.policy,
    fees_due: money(a.fees_due_minor),
    changeable: status !== 'cancelled' && a.start.getTime() > now.getTime(),
    created_at: at(a.created_at),
  };
}
