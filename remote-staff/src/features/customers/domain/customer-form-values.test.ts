import type { Customer } from '@booking/shared/contract/customers';
import { describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { customerFormSchema, customerFormValues, customerRequestOf, emptyCustomerForm } from './customer-form-values';

const stored: Customer = {
  id: 'c1',
  customer_number: 'K-1001',
  first_name: 'Anna',
  last_name: 'Meyer',
  email: 'anna@example.com',
  phone: '+4917012345678',
  addresses: [{ kind: 'billing', street: 'Hauptstr.', number: null, zip: '10115', city: 'Berlin', country: 'DE' }],
  birthday: null,
  gender: null,
  company: null,
  b2b: false,
  newsletter: true,
  reminders: false,
  comment: null,
  source: 'online',
  created_at: '2026-11-01T09:00:00Z',
  updated_at: '2026-11-01T09:00:00Z',
};

function parse(values: unknown) {
  return z.safeParse(customerFormSchema, values);
}

describe('the customer form’s values', () => {
  it('send a stored customer back unchanged when nothing was edited', () => {
    const parsed = parse(customerFormValues(stored));
    if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
    expect(customerRequestOf(parsed.data)).toMatchObject({
      first_name: 'Anna',
      last_name: 'Meyer',
      email: 'anna@example.com',
      phone: '+4917012345678',
      addresses: [{ kind: 'billing', street: 'Hauptstr.', number: '', zip: '10115', city: 'Berlin', country: 'DE' }],
      gender: null,
      newsletter: true,
      reminders: false,
      customer_number: 'K-1001',
    });
  });

  it('send gender "not given" as null and a chosen one as it is', () => {
    const base = { ...emptyCustomerForm(), first_name: 'Bo', last_name: 'Li' };
    const notGiven = parse(base);
    const female = parse({ ...base, gender: 'female' });
    expect(notGiven.success && customerRequestOf(notGiven.data).gender).toBeNull();
    expect(female.success && customerRequestOf(female.data).gender).toBe('female');
  });

  it('are judged by the contract’s rules: short names, bad email, a phone without calling code', () => {
    const parsed = parse({
      ...emptyCustomerForm(),
      first_name: 'A',
      last_name: 'Meyer',
      email: 'anna@',
      phone: '0171 2345678',
    });
    expect(parsed.success).toBe(false);
    const issues = parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
    expect(issues.sort()).toEqual(['email', 'first_name', 'phone']);
  });
});
