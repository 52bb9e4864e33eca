import type { StaffReservation } from '@booking/shared/contract/staff-reservations';
import type { HostReservation } from '@booking/shared/reservations/host-transitions';
import { instantOf } from '@booking/shared/time/instant-of';
import { zoneOf } from '@booking/shared/time/zone-of';

/** The reservation as the host stand's transitions read it: its times carry the branch's zone. */
export function hostViewOf(reservation: StaffReservation): HostReservation {
  const zone = zoneOf(reservation.start);
  if (!zone) throw new Error(`A reservation's start without its zone: ${reservation.start}`);
  return { status: reservation.status, start: instantOf(reservation.start), end: instantOf(reservation.end), zone };
}
