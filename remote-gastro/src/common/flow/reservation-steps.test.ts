import { describe, expect, it } from '@rstest/core';
import { emptyReservationDraft } from './reservation-draft';
import { redirectTarget } from './reservation-steps';

const contact = {
  name: 'Eva Kühn',
  email: 'eva@example.com',
  phone: '+49 151 12345678',
  special_request: '',
  reminder: 'email' as const,
};
const start = '2026-12-01T19:00:00+01:00[Europe/Berlin]';

describe('reservation steps', () => {
  it('sends a deep link to the contact step without a chosen time back to details', () => {
    const draft = { ...emptyReservationDraft(), partySize: 2 };
    expect(redirectTarget('demo-restaurant', 'kreuzberg', draft, 'contact')).toBe('/demo-restaurant/kreuzberg/reserve');
  });

  it('sends a deep link to the confirm step without a contact to the contact step', () => {
    const draft = { ...emptyReservationDraft(), partySize: 2, start };
    expect(redirectTarget('demo-restaurant', 'kreuzberg', draft, 'confirm')).toBe(
      '/demo-restaurant/kreuzberg/reserve/contact',
    );
  });

  it('opens the confirm step once party, time and contact are there', () => {
    const draft = { ...emptyReservationDraft(), partySize: 2, start, contact };
    expect(redirectTarget('demo-restaurant', 'kreuzberg', draft, 'confirm')).toBeNull();
  });

  it('always opens the details step', () => {
    expect(redirectTarget('demo-restaurant', 'kreuzberg', emptyReservationDraft(), 'details')).toBeNull();
  });
});
