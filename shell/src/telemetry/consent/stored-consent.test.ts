import { describe, expect, it } from '@rstest/core';
import { storedConsentOf, targetingAccepted } from './stored-consent';

/** The cookie value as the consent library writes it. */
function libraryCookie(fields: Record<string, unknown>): string {
  const value = {
    categories: ['necessary'],
    revision: 0,
    data: null,
    consentTimestamp: '2026-11-24T10:00:00.000Z',
    consentId: '6f1c2d3e-0000-4000-8000-000000000000',
    services: { necessary: [], targeting: [] },
    languageCode: 'de',
    lastConsentTimestamp: '2026-11-24T10:00:00.000Z',
    expirationTime: 1_800_000_000_000,
    ...fields,
  };
  return `booking_consent=${encodeURIComponent(JSON.stringify(value))}`;
}

describe('storedConsentOf', () => {
  it('reads the categories the visitor chose, among other cookies', () => {
    const header = `booking_locale=en; ${libraryCookie({ categories: ['necessary', 'targeting'] })}; ph_x=1`;
    expect(storedConsentOf(header)).toEqual({ categories: ['necessary', 'targeting'] });
    expect(targetingAccepted(storedConsentOf(header))).toBe(true);
  });

  it('tells "only necessary" from "accept all"', () => {
    const consent = storedConsentOf(libraryCookie({}));
    expect(consent).toEqual({ categories: ['necessary'] });
    expect(targetingAccepted(consent)).toBe(false);
  });

  it('is no choice without the cookie, or when the library would not count it as one', () => {
    expect(storedConsentOf(undefined)).toBeNull();
    expect(storedConsentOf('')).toBeNull();
    expect(storedConsentOf('booking_locale=de')).toBeNull();
    expect(storedConsentOf('xbooking_consent=1')).toBeNull();
    expect(storedConsentOf('booking_consent=')).toBeNull();
    expect(storedConsentOf('booking_consent=%7Bnot json')).toBeNull();
    expect(storedConsentOf(libraryCookie({ consentId: '' }))).toBeNull();
    expect(storedConsentOf(libraryCookie({ lastConsentTimestamp: undefined }))).toBeNull();
    expect(storedConsentOf(libraryCookie({ categories: 'targeting' }))).toBeNull();
    expect(targetingAccepted(null)).toBe(false);
  });
});
