import type { BookingSummary } from './booking-summary-schema';

type AppointmentSummary = Extract<BookingSummary, { bookingKind: 'appointment' }>;

/** Eva's salon appointment on Wednesday 4 March 2026, 10:00 in Berlin, for the message tests. */
export function evaAppointment(overrides: Partial<AppointmentSummary> = {}): AppointmentSummary {
  return {
    bookingKind: 'appointment',
    id: '7d3c0b1e-1111-4222-8333-944455556666',
    organizationId: 'org',
    branchName: 'Main',
    zone: 'Europe/Berlin',
    start: Date.parse('2026-03-04T09:00:00Z'),
    end: Date.parse('2026-03-04T09:30:00Z'),
    services: ['Cut', 'Colour'],
    employee: 'Ana',
    priceMinor: 9000,
    currency: 'EUR',
    feesDueMinor: 0,
    name: 'Eva',
    email: 'eva@example.com',
    phone: '+493012345670',
    reminder: 'email',
    locale: 'de',
    sequence: 0,
    ...overrides,
  };
}
