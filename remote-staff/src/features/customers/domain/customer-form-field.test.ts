import { describe, expect, it } from '@rstest/core';
import { isCustomerFormField } from './customer-form-field';

describe('isCustomerFormField', () => {
  it('knows the fields a taken email or customer number is marked at', () => {
    expect(isCustomerFormField('email')).toBe(true);
    expect(isCustomerFormField('customer_number')).toBe(true);
  });

  it('knows each field of each address', () => {
    expect(isCustomerFormField('addresses.0.zip')).toBe(true);
    expect(isCustomerFormField('addresses.12.city')).toBe(true);
  });

  it('leaves the body as a whole, unknown keys and unknown address parts to the message above the form', () => {
    expect(isCustomerFormField('body')).toBe(false);
    expect(isCustomerFormField('id')).toBe(false);
    expect(isCustomerFormField('addresses.x.zip')).toBe(false);
    expect(isCustomerFormField('addresses.0.planet')).toBe(false);
  });
});
