import { describe, expect, it } from '@rstest/core';
import { savedLocaleOf } from './draw-first-screen';

describe('savedLocaleOf', () => {
  it('reads the language the shell saved as a cookie, among others', () => {
    expect(savedLocaleOf('a=1; booking_locale=en; b=2')).toBe('en');
    expect(savedLocaleOf('booking_locale=de')).toBe('de');
  });

  it('is null without one, or for a value that is no language code', () => {
    expect(savedLocaleOf(undefined)).toBeNull();
    expect(savedLocaleOf('xbooking_locale=en')).toBeNull();
    expect(savedLocaleOf('booking_locale=<script>')).toBeNull();
  });
});
