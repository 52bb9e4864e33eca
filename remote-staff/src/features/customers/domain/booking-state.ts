import type { CancelledBy } from '@booking/shared/contract/appointments';
import type { CustomerAppointment, CustomerReservation } from '@booking/shared/contract/customers';
import { HOST_STATUS_MESSAGES } from '../../../common/host-stand/status-messages';

/** Message id of an appointment's state: who cancelled, or that the customer did not arrive. */
export function appointmentStateId(
  appointment: Pick<CustomerAppointment, 'status' | 'cancelled_by' | 'payment'>,
): string {
  switch (appointment.status) {
    case 'booked':
      return 'staff.customers.state.booked';
    case 'rescheduled':
      return 'staff.customers.state.rescheduled';
    case 'paid':
      return appointment.payment === 'online' ? 'staff.customers.state.paidOnline' : 'staff.customers.state.paid';
    case 'cancelled':
      return cancelledStateId(appointment.cancelled_by);
  }
}

function cancelledStateId(by: CancelledBy | null): string {
  if (by === 'no_show') return 'staff.customers.state.noShow';
  if (by === 'customer') return 'staff.customers.state.cancelledByCustomer';
  if (by === 'staff') return 'staff.customers.state.cancelledByStaff';
  return 'staff.customers.state.cancelled';
}

/**
 * Message id of a reservation's state: its state at the restaurant (arrived, seated, a
 * no-show...) where the API sends it, with who cancelled and whether the guest did it late;
 * the guest's three states otherwise.
 */
export function reservationStateId(
  reservation: Pick<CustomerReservation, 'status' | 'host_status' | 'cancelled_by' | 'late_cancellation'>,
): string {
  const status = reservation.host_status ?? reservation.status;
  if (status === 'cancelled') {
    if (reservation.cancelled_by === 'guest')
      return reservation.late_cancellation
        ? 'staff.customers.state.cancelledLate'
        : 'staff.customers.state.cancelledByCustomer';
    if (reservation.cancelled_by === 'restaurant') return 'staff.customers.state.cancelledByStaff';
    return 'staff.customers.state.cancelled';
  }
  if (status === 'confirmed') return 'staff.customers.state.confirmed';
  if (status === 'rescheduled') return 'staff.customers.state.rescheduled';
  if (status === 'no_show') return 'staff.customers.state.noShow';
  return HOST_STATUS_MESSAGES[status];
}

/** Whether staff can still take payment for it on site: not cancelled, not paid. */
export function canCheckOut(appointment: Pick<CustomerAppointment, 'status'>): boolean {
  return appointment.status === 'booked' || appointment.status === 'rescheduled';
}
