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

  it('offers checkout only for an appointment neither paid nor cancelled', () => {
    expect(canCheckOut({ status: 'booked' })).toBe(true);
    expect(canCheckOut({ status: 'rescheduled' })).toBe(true);
    expect(canCheckOut({ status: 'paid' })).toBe(false);
    expect(canCheckOut({ status: 'cancelled' })).toBe(false);
  });
});
