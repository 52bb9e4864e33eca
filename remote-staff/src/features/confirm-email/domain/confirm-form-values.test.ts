import { describe, expect, it } from '@rstest/core';
import { confirmFieldOf, confirmFormOf, confirmFormSchema, confirmRequestOf } from './confirm-form-values';

const pending = { business_name: 'Blumen Mara', organization: 'blumen-mara', vertical: 'beauty' } as const;
const token = 'a'.repeat(43);

describe('the confirmation form', () => {
  it('starts with the sign-up’s name and address, and no password', () => {
    expect(confirmFormOf(pending)).toEqual({ business_name: 'Blumen Mara', organization: 'blumen-mara', password: '' });
  });

  it('checks the address and the password as the API does', () => {
    const refused = confirmFormSchema.safeParse({ business_name: 'x', organization: 'staff', password: 'kurz' });
    const fields = refused.error?.issues.map((issue) => issue.path[0]).sort();
    expect(fields).toEqual(['organization', 'password']);
  });

  it('sends the link’s token with what was kept or changed', () => {
    const values = { business_name: 'Mara Blüht', organization: 'mara-blueht', password: 'ein langes Passwort' };
    expect(confirmRequestOf(token, values)).toEqual({ token, ...values });
  });

  it('marks the API’s refusals at the fields it has, and says the others above the button', () => {
    expect(confirmFieldOf('organization')).toBe('organization');
    expect(confirmFieldOf('password')).toBe('password');
    expect(confirmFieldOf('token')).toBeNull();
  });
});
