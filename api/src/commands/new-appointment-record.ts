import type { EmployeeRef } from '@booking/shared/contract/employees';
import type { AppointmentRecord } from '../db/appointment-repo';
import type { BookingDetails, NewClaim } from '../db/claim-repo';
import type { BranchRef, MerchantSettings } from '../db/merchant-settings-repo';
import type { ServiceSnapshot } from '../db/service-snapshot';
import { customerFacingName } from '../domain/staff/customer-facing-name';

export type NewAppointment = {
  id: string;
  merchant: MerchantSettings;
  branch: BranchRef;
  employee: EmployeeRef;
  services: readonly ServiceSnapshot[];
  start: Date;
  end: Date;
  booking: BookingDetails;
  now: Date;
};

/**
 * The appointment as it will be once written, so its answer can be stored with the
 * idempotency key by the very statement that writes it.
 */
export function newAppointmentRecord(a: NewAppointment): AppointmentRecord {
  const services = a.services.map(({ id, name, duration_minutes, price_minor }) => ({
    id,
    name,
    duration_minutes,
    price_minor,
  }));
  return {
    id: a.id,
    organization: a.merchant.slug,
    branch: a.branch,
    employee: { id: a.employee.id, ...customerFacingName(a.employee) },
    start: a.start,
    end: a.end,
    status: 'booked',
    services,
    price_minor: services.reduce((sum, s) => sum + s.price_minor, 0),
    currency: a.merchant.currency,
    contact: { ...a.booking.contact, comment: a.booking.contact.comment ?? null },
    reminder: a.booking.reminder,
    payment: a.booking.payment,
    locale: a.booking.locale,
    policy: a.booking.policy,
    fees_due_minor: 0,
    reschedule_count: 0,
    cancelled_by: null,
    cancelled_at: null,
    created_at: a.now,
    payment_due_at: a.booking.paymentDueAt,
    source: 'online',
    settled_payment: null,
  };
}

/** The row that books `appointment` directly (no hold). */
export function bookingClaim(merchantId: string, appointment: AppointmentRecord, booking: BookingDetails): NewClaim {
  return {
    kind: 'booking',
    id: appointment.id,
    organizationId: merchantId,
    branchId: appointment.branch.id,
    employeeId: appointment.employee.id,
    start: appointment.start,
    end: appointment.end,
    services: appointment.services,
    priceMinor: appointment.price_minor,
    currency: appointment.currency,
    createdAt: appointment.created_at,
    booking,
  };
}
