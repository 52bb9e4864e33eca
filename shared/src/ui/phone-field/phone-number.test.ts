import { describe, expect, it } from '@rstest/core';
import { safeParse } from 'zod/mini';
import { phoneSchema } from '../../contract/phone';
import { callingCodeOptions, joinPhone, splitPhone } from './phone-number';

describe('phone number parts', () => {
  it('joins the calling code and a national number without its trunk zero into a valid number', () => {
    const value = joinPhone({ country: 'DE', national: '0170 1234567' });
    expect(value).toBe('+49 170 1234567');
    expect(safeParse(phoneSchema, value).success).toBe(true);
  });

  it('keeps a number typed with its own calling code', () => {
    expect(joinPhone({ country: 'DE', national: '+43 660 1234567' })).toBe('+43 660 1234567');
  });

  it('is empty when nothing was typed, so the schema says "required"', () => {
    expect(joinPhone({ country: 'DE', national: '  ' })).toBe('');
  });

  it('splits a stored number back into its country and the national number as people write it', () => {
    expect(splitPhone('+43 660 1234567', 'DE')).toEqual({ country: 'AT', national: '0660 1234567' });
    expect(splitPhone('', 'DE')).toEqual({ country: 'DE', national: '' });
  });

  it('gives back "030 1234567" as typed, trunk zero and space included, after the round trip', () => {
    const stored = joinPhone({ country: 'DE', national: '030 1234567' });
    expect(splitPhone(stored, 'DE')).toEqual({ country: 'DE', national: '030 1234567' });
  });

  it('names the countries in the visitor language', () => {
    expect(callingCodeOptions('de').find((o) => o.country === 'DE')?.label).toBe('Deutschland (+49)');
  });
});
