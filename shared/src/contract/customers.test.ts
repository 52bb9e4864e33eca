import { describe, expect, it } from '@rstest/core';
import { safeParse } from 'zod/mini';
import { toFieldErrors } from '../forms/field-errors';
import { addressCountryCodes, countryCodeSchema, customerRequestSchema } from './customers';

const valid = { first_name: 'Anna', last_name: 'Schmidt' };
const fieldsOf = (input: Record<string, unknown>) => {
  const parsed = safeParse(customerRequestSchema, input);
  return parsed.success ? {} : toFieldErrors(parsed.error.issues, input, 'body');
};

describe('the customer form schema (staff, SPEC 5)', () => {
  it('takes names alone, with the defaults of the flags', () => {
    const parsed = safeParse(customerRequestSchema, valid);
    expect(parsed.success && parsed.data).toMatchObject({
      addresses: [],
      b2b: false,
      newsletter: false,
      reminders: true,
    });
  });

  it('asks for {min} characters of a name', () => {
    expect(fieldsOf({ ...valid, last_name: 'S' })).toEqual({ last_name: [{ code: 'too_short', params: { min: 2 } }] });
  });

  it('says an email is invalid, and takes an emptied field as none', () => {
    expect(fieldsOf({ ...valid, email: 'anna@' })).toEqual({ email: [{ code: 'invalid_email' }] });
    expect(fieldsOf({ ...valid, email: '' })).toEqual({});
  });

  it('asks for the calling code of a national number, and says a number with one is invalid when it is', () => {
    expect(fieldsOf({ ...valid, phone: '0171 2345678' })).toEqual({ phone: [{ code: 'missing_calling_code' }] });
    expect(fieldsOf({ ...valid, phone: '+49 12' })).toEqual({ phone: [{ code: 'invalid_phone' }] });
    expect(fieldsOf({ ...valid, phone: '+49 171 2345678' })).toEqual({});
  });

  it('checks an address field by field, and a country from the list', () => {
    const address = {
      kind: 'billing',
      street: 'Hauptstraße',
      number: '5',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
    };
    expect(fieldsOf({ ...valid, addresses: [address] })).toEqual({});
    expect(fieldsOf({ ...valid, addresses: [{ ...address, kind: 'home', country: 'ZZ' }] })).toEqual({
      'addresses.0.kind': [{ code: 'invalid_value' }],
      'addresses.0.country': [{ code: 'invalid_value' }],
    });
  });

  it('takes a birthday as a date or none', () => {
    expect(fieldsOf({ ...valid, birthday: '1990-02-30' })).toEqual({ birthday: [{ code: 'invalid_format' }] });
    expect(fieldsOf({ ...valid, birthday: '1990-02-28' })).toEqual({});
    expect(fieldsOf({ ...valid, birthday: '' })).toEqual({});
  });

  it('accepts every country the form offers, and only those', () => {
    const offered = addressCountryCodes();
    expect(offered).toEqual(expect.arrayContaining(['DE', 'AT', 'CH', 'TR']));
    expect(offered.every((code) => safeParse(countryCodeSchema, code).success)).toBe(true);
    expect(safeParse(countryCodeSchema, 'de').success).toBe(false);
  });
});
