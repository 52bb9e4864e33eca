import { customerRequestSchema } from '@booking/shared/contract/customers';
import { describe, expect, it } from '@rstest/core';
import { parse } from 'zod/mini';
import { customerValues, normaliseEmail } from './customer-values';

const values = (input: Record<string, unknown>) =>
  customerValues(parse(customerRequestSchema, { first_name: 'Anna', last_name: 'Schmidt', ...input }));

describe('customer values as stored and matched', () => {
  it('stores an email trimmed and in lower case, so Anna@Example.DE matches anna@example.de', () => {
    expect(normaliseEmail('  Anna@Example.DE ')).toBe('anna@example.de');
    expect(values({ email: 'Anna@Example.DE' }).email).toBe('anna@example.de');
  });

  it('stores a phone in E.164 whatever the spacing typed', () => {
    expect(values({ phone: '+49 (0)30 1234-5678' }).phone).toBe('+493012345678');
    expect(values({ phone: '+49 171 2345678' }).phone).toBe(values({ phone: '+491712345678' }).phone);
  });

  it('stores emptied fields as none, and leaves an empty customer number for the API to generate', () => {
    expect(
      values({ email: '', phone: ' ', company: '', comment: '', birthday: '', customer_number: '' }),
    ).toMatchObject({
      email: null,
      phone: null,
      company: null,
      comment: null,
      birthday: null,
      customer_number: null,
    });
  });

  it('keeps an address without a house number', () => {
    const address = { kind: 'delivery', street: 'Am Markt', number: '', zip: '20095', city: 'Hamburg', country: 'DE' };
    expect(values({ addresses: [address] }).addresses).toEqual([{ ...address, number: null }]);
  });
});
