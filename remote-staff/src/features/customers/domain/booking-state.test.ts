import { describe, expect, it } from '@rstest/core';
import { appointmentStateId, canCheckOut, reservationStateId } from './booking-state';

describe('a booking’s state in words', () => {
  it('tells who cancelled, and a no-show as the customer not arriving', () => {
    const cancelled = { status: 'cancelled', payment: 'on_site' } as const;
    expect(appointmentStateId({ ...cancelled, cancelled_by: 'customer' })).toBe(
      'staff.customers.state.cancelledByCustomer',
    );
    expect(appointmentStateId({ ...cancelled, cancelled_by: 'staff' })).toBe('staff.customers.state.cancelledByStaff');
    expect(appointmentStateId({ ...cancelled, cancelled_by: 'no_show' })).toBe('staff.customers.state.noShow');
  });

  it('tells an online payment from one on site', () => {
    expect(appointmentStateId({ status: 'paid', cancelled_by: null, payment: 'online' })).toBe(
      'staff.customers.state.paidOnline',
    );
    expect(appointmentStateId({ status: 'paid', cancelled_by: null, payment: 'on_site' })).toBe(
      'staff.customers.state.paid',
    );
  });

  it('names reservation states', () => {
    expect(reservationStateId({ status: 'confirmed' })).toBe('staff.customers.state.confirmed');
  });

  it('names a reservation’s state at the restaurant, a no-show and a late cancellation by the guest', () => {
    expect(reservationStateId({ status: 'confirmed', host_status: 'seated' })).toBe('staff.host.status.seated');
    expect(reservationStateId({ status: 'confirmed', host_status: 'no_show' })).toBe('staff.customers.state.noShow');
    const cancelled = { status: 'cancelled', host_status: 'cancelled', cancelled_by: 'guest' } as const;
    expect(reservationStateId({ ...cancelled, late_cancellation: true })).toBe('staff.customers.state.cancelledLate');
    expect(reservationStateId({ ...cancelled, late_cancellation: false })).toBe(
      'staff.customers.state.cancelledByCustomer',
    );
    expect(reservationStateId({ ...cancelled, cancelled_by: 'restaurant' })).toBe(
      'staff.customers.state.cancelledByStaff',
    );
  });

  it('offers checkout only for an appointment neither paid nor cancelled', () => {
    expect(canCheckOut({ status: 'booked' })).toBe(true);
    expect(canCheckOut({ status: 'rescheduled' })).toBe(true);
    expect(canCheckOut({ status: 'paid' })).toBe(false);
    expect(canCheckOut({ status: 'cancelled' })).toBe(false);
  });
});
