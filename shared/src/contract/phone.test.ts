import { describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { toFieldErrors } from '../forms/field-errors';
import { phoneSchema } from './phone';

const codesOf = (value: string) => {
  const parsed = z.safeParse(z.object({ phone: phoneSchema }), { phone: value });
  return parsed.success ? [] : (toFieldErrors(parsed.error.issues, { phone: value }, 'body').phone ?? []);
};

describe('a phone number', () => {
  it('that is only too short is refused as too short, not for its calling code', () => {
    expect(codesOf('+49 30 12')).toEqual([{ code: 'phone_too_short' }]);
  });

  it('that is no number at all is refused as not a valid phone number', () => {
    expect(codesOf('+49 abc')).toEqual([{ code: 'invalid_phone' }]);
  });

  it('that is complete is taken', () => {
    expect(codesOf('+49 30 1234567')).toEqual([]);
  });
});
