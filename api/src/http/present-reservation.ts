import type { Reservation } from '@booking/shared/contract/reservations';
import { formatZoned } from '@booking/shared/time/format-zoned';
import type { ReservationRecord } from '../db/reservation-repo';

/** The contract's view of a reservation: times in the branch's zone; the table stays inside. */
export function presentReservation(r: ReservationRecord, now: Date): Reservation {
  const zone = r.branch.timezone;
  const at = (date: Date) => formatZoned(date.getTime(), zone);
  return {
    id: r.id,
    status: publicStatus(r),
    cancelled_at: r.cancelled_at ? at(r.cancelled_at) : null,
    organization: r.organization,
    branch: { slug: r.branch.slug, name: r.branch.name, timezone: zone, address: r.branch.address ?? '' },
    start: at(r.start),
    end: at(r.end),
    party_size: r.party_size,
    name: r.name,
    email: r.email,
    phone: r.phone,
    special_request: r.special_request,
    reminder: r.reminder,
    policy: r.policy,
    fees_due: { amount_minor: r.fees_due_minor, currency: r.currency },
    changeable: (r.status === 'confirmed' || r.status === 'rescheduled') && r.start.getTime() > now.getTime(),
    created_at: at(r.created_at),
  };
}

/**
 * A guest sees only confirmed, rescheduled or cancelled (the public reservation schema): what
 * happens at the restaurant (arrived, seated, finished, no-show) is the host's business; the
 * guest's link shows it confirmed, or rescheduled once moved, and no longer changeable.
 */
export function publicStatus(r: Pick<ReservationRecord, 'status' | 'reschedule_count'>): Reservation['status'] {
  if (r.status === 'cancelled' || r.status === 'confirmed' || r.status === 'rescheduled') return r.status;
  return r.reschedule_count > 0 ? 'rescheduled' : 'confirmed';
}
