import { toFieldErrors } from '@booking/shared/forms/field-errors';
import { describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { reservationContactSchema } from './contact-schema';

const valid = {
  name: 'Eva Kühn',
  email: 'eva@example.com',
  phone: '+49 151 12345678',
  special_request: '',
  reminder: 'email',
};

function codes(input: Record<string, unknown>) {
  const result = z.safeParse(reservationContactSchema, input);
  return result.success ? {} : toFieldErrors(result.error.issues, input, 'body');
}

describe('reservation contact fields', () => {
  it('accepts a complete contact without a special request', () => {
    expect(z.safeParse(reservationContactSchema, valid).success).toBe(true);
  });

  it('names each problem with the code of the contract', () => {
    const errors = codes({ ...valid, name: '', email: 'eva@', phone: '12', special_request: 'x'.repeat(501) });
    expect(errors.name).toEqual([{ code: 'required' }]);
    expect(errors.email?.[0]?.code).toBe('invalid_email');
    expect(errors.phone?.[0]?.code).toBe('invalid_phone');
    expect(errors.special_request?.[0]).toEqual({ code: 'too_long', params: { max: 500 } });
  });
});
