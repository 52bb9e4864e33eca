import { stepToShow } from '@booking/shared/flow/first-missing-step';
import { describe, expect, it } from '@rstest/core';
import { emptyBookingDraft } from './booking-draft';
import { BOOKING_STEPS } from './booking-steps';

const hold = {
  token: 'a'.repeat(43),
  expires_at: '2026-12-01T10:10:00+01:00[Europe/Berlin]',
  start: '2026-12-01T11:00:00+01:00[Europe/Berlin]',
  end: '2026-12-01T12:00:00+01:00[Europe/Berlin]',
  employee: { id: '3f1e1c1a-2b3c-4d5e-8f60-718293a4b5c6', first_name: 'Anna', last_name: 'Schmidt' },
  service_ids: ['3f1e1c1a-2b3c-4d5e-8f60-718293a4b5c7'],
};
const contact = { first_name: 'Eva', last_name: 'Kühn', email: 'eva@example.com', phone: '+4915112345678' };

describe('booking steps', () => {
  it('sends a deep link to the contact step without services back to the services step', () => {
    expect(stepToShow(BOOKING_STEPS, emptyBookingDraft(), 'contact')).toBe('services');
  });

  it('sends a deep link to the booking step with services but no held time to the time step', () => {
    const draft = { ...emptyBookingDraft(), services: ['s1'] };
    expect(stepToShow(BOOKING_STEPS, draft, 'booking')).toBe('time');
  });

  it('opens the booking step once services, a held time and the contact are there', () => {
    const draft = { ...emptyBookingDraft(), services: ['s1'], hold, contact };
    expect(stepToShow(BOOKING_STEPS, draft, 'booking')).toBe('booking');
  });
});
