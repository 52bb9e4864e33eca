import type { StaffReservation } from '../contract/staff-reservations';

/** A party of two by phone at 19:00 on 8 December in Berlin, in the state a test needs. */
export const staffReservationFixture = (
  status: StaffReservation['status'],
  overrides: Partial<StaffReservation> = {},
): StaffReservation => ({
  id: '3f1e1c1a-2b3c-4d5e-8f60-718293a4b5c1',
  branch: 'kreuzberg',
  table: { id: '3f1e1c1a-2b3c-4d5e-8f60-718293a4b5c2', name: 'A1', seats: 4 },
  tables: [{ id: '3f1e1c1a-2b3c-4d5e-8f60-718293a4b5c2', name: 'A1' }],
  combination: null,
  start: '2026-12-08T19:00:00+01:00[Europe/Berlin]',
  end: '2026-12-08T20:30:00+01:00[Europe/Berlin]',
  party_size: 2,
  status,
  cancelled_by: null,
  late_cancellation: false,
  source: 'phone',
  name: 'Jonas Weber',
  email: null,
  phone: '+49 30 1234567',
  special_request: null,
  notes: null,
  locale: 'de',
  customer_record: null,
  created_at: '2026-12-01T10:00:00+01:00[Europe/Berlin]',
  ...overrides,
});
