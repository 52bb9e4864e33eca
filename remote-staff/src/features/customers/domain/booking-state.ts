import type { CancelledBy } from '@booking/shared/contract/appointments';
import type { CustomerAppointment, CustomerReservation } from '@booking/shared/contract/customers';

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

export function reservationStateId(reservation: Pick<CustomerReservation, 'status'>): string {
  switch (reservation.status) {
    case 'confirmed':
      return 'staff.customers.state.confirmed';
    case 'rescheduled':
      return 'staff.customers.state.rescheduled';
    case 'cancelled':
      return 'staff.customers.state.cancelled';
  }
}

/** Whether staff can still take payment for it on site: not cancelled, not paid. */
export function canCheckOut(appointment: Pick<CustomerAppointment, 'status'>): boolean {
  return appointment.status === 'booked' || appointment.status === 'rescheduled';
}
