import { describe, expect, it } from '@rstest/core';
import { isBookingLink } from './booking-link';

const TOKEN = 'Qm9va2luZ1Rva2VuRXhhbXBsZTMyQnl0ZXNMb25nQUI';

describe('isBookingLink', () => {
  it("knows a booking's manage link and the pages under it", () => {
    expect(isBookingLink(`/demo-salon/mitte/${TOKEN}`)).toBe(true);
    expect(isBookingLink(`/demo-salon/mitte/${TOKEN}/reschedule`)).toBe(true);
    expect(isBookingLink(`/demo-salon/appointments/${TOKEN}`)).toBe(true);
  });

  it('does not take the page, a branch or a booking step for one', () => {
    expect(isBookingLink('/demo-salon')).toBe(false);
    expect(isBookingLink('/demo-salon/mitte')).toBe(false);
    expect(isBookingLink('/demo-salon/mitte/time')).toBe(false);
    expect(isBookingLink('/demo-restaurant/mitte/contact')).toBe(false);
  });
});
