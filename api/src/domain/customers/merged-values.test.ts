import { describe, expect, it } from '@rstest/core';
import type { CustomerValues } from './customer-values';
import { mergedValues } from './merged-values';

const record = (more: Partial<CustomerValues>): CustomerValues => ({
  first_name: 'Eva',
  last_name: 'Muster',
  email: null,
  phone: null,
  addresses: [],
  birthday: null,
  gender: null,
  company: null,
  b2b: false,
  newsletter: false,
  reminders: true,
  comment: null,
  customer_number: '10001',
  ...more,
});
const home = {
  kind: 'billing' as const,
  street: 'Torstraße',
  number: '12',
  zip: '10119',
  city: 'Berlin',
  country: 'DE',
};
const office = { ...home, kind: 'delivery' as const, street: 'Invalidenstraße', number: '3' };

describe('mergedValues', () => {
  it('keeps what the kept record says, its name and number included', () => {
    const kept = record({ email: 'eva@example.com', phone: '+4930123456', birthday: '1990-01-02', gender: 'female' });
    const merged = record({
      first_name: 'E.',
      customer_number: '10002',
      email: 'other@example.com',
      phone: '+4930999999',
      birthday: '1991-01-01',
      gender: 'male',
    });
    expect(mergedValues(kept, merged)).toEqual(kept);
  });

  it('fills what the kept record leaves empty from the other', () => {
    const merged = record({ email: 'eva@example.com', phone: '+4930123456', company: 'Muster GmbH', b2b: true });
    expect(mergedValues(record({}), merged)).toMatchObject({
      email: 'eva@example.com',
      phone: '+4930123456',
      company: 'Muster GmbH',
      b2b: true,
      customer_number: '10001',
    });
  });

  it('joins addresses without repeats and both comments', () => {
    const kept = record({ addresses: [home], comment: 'Prefers mornings.' });
    const merged = record({ addresses: [home, office], comment: 'Allergic to latex.' });
    expect(mergedValues(kept, merged)).toMatchObject({
      addresses: [home, office],
      comment: 'Prefers mornings.\n\nAllergic to latex.',
    });
  });

  it('does not widen consent: newsletter and reminders stay as kept', () => {
    const merged = mergedValues(record({ newsletter: false, reminders: false }), record({ newsletter: true }));
    expect(merged).toMatchObject({ newsletter: false, reminders: false });
  });
});
