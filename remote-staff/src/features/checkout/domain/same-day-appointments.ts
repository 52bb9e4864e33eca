import type { CustomerAppointment } from '@booking/shared/contract/customers';

/** Another appointment of the customer on the checkout's day that could still be paid. */
export type SameDayAppointment = Pick<CustomerAppointment, 'id' | 'branch' | 'start' | 'services'>;

/**
 * The customer's other appointments on the same local day as `appointment` that can still be
 * paid (booked or rescheduled), soonest first: what a customer at the till means by "and my
 * nails this afternoon too". Times are the branch's wall clock, so the day is the date part.
 */
export function sameDayAppointments(
  appointment: { id: string; start: string },
  history: { upcoming: readonly CustomerAppointment[]; past: readonly CustomerAppointment[] },
): SameDayAppointment[] {
  const day = appointment.start.slice(0, 10);
  return [...history.past, ...history.upcoming]
    .filter(
      (other) =>
        other.id !== appointment.id &&
        other.start.slice(0, 10) === day &&
        (other.status === 'booked' || other.status === 'rescheduled'),
    )
    .sort((a, b) => a.start.localeCompare(b.start))
    .map(({ id, branch, start, services }) => ({ id, branch, start, services }));
}
