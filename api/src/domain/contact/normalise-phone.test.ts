import { phoneSchema } from '@booking/shared/contract/phone';
import { describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { normalisePhone } from './normalise-phone';

describe('phone numbers', () => {
  it('stores a valid number with calling code in E.164', () => {
    expect(normalisePhone('+49 30 1234 5670')).toBe('+493012345670');
    expect(normalisePhone('+1 (213) 373-4253')).toBe('+12133734253');
  });

  it.each(['030 1234567', '+49 12', '+999 123456789', 'call me', '+49 30 1234 5670 1234 5678 9012'])(
    'the shared schema refuses %j',
    (phone) => {
      expect(z.safeParse(phoneSchema, phone).success).toBe(false);
    },
  );

  it('the shared schema accepts a German landline and mobile number', () => {
    expect(z.safeParse(phoneSchema, '+49 30 12345670').success).toBe(true);
    expect(z.safeParse(phoneSchema, '+49 151 23456789').success).toBe(true);
  });
});
