import type { CustomerValues } from '../domain/customers/customer-values';

/**
 * Demo customer records as plain data, stored as the staff form would store them
 * (email lower case, phone E.164). Those named like a seeded walk-in are linked to it, so the
 * calendar shows matched appointments on its first visit; an online booking with one of these
 * emails or phones is matched to the record.
 */
const customer = (first_name: string, last_name: string, more: Partial<CustomerValues> = {}): CustomerValues => ({
  first_name,
  last_name,
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
  customer_number: null,
  ...more,
});

export const DEMO_CUSTOMERS: Readonly<Record<string, readonly CustomerValues[]>> = {
  'demo-salon': [
    customer('Mia', 'Schulz', {
      email: 'mia.schulz@example.com',
      phone: '+4915112345601',
      gender: 'female',
      birthday: '1991-05-14',
      newsletter: true,
      addresses: [{ kind: 'billing', street: 'Torstraße', number: '12', zip: '10119', city: 'Berlin', country: 'DE' }],
      comment: 'Prefers appointments in the morning.',
    }),
    customer('Jonas', 'Weber', { email: 'jonas.weber@example.com', phone: '+4915112345602', gender: 'male' }),
    customer('Lea', 'Fischer', {
      email: 'lea.fischer@example.com',
      company: 'Fischer Events GmbH',
      b2b: true,
      addresses: [
        { kind: 'billing', street: 'Invalidenstraße', number: '3', zip: '10115', city: 'Berlin', country: 'DE' },
        { kind: 'delivery', street: 'Chausseestraße', number: '88', zip: '10115', city: 'Berlin', country: 'DE' },
      ],
    }),
    customer('Hannah', 'Braun', { email: 'hannah.braun@example.com', phone: '+4917612345604', reminders: false }),
    customer('Lukas', 'Neumann', { phone: '+4916012345605', gender: 'male' }),
  ],
  'demo-restaurant': [
    customer('Selin', 'Kaya', { email: 'selin.kaya@example.com', phone: '+4915212345611', newsletter: true }),
    customer('Thomas', 'Klein', {
      email: 'thomas.klein@example.com',
      company: 'Klein & Partner',
      b2b: true,
      comment: 'Table by the window for business dinners.',
    }),
    customer('Julia', 'Hoffmann', { phone: '+4917212345613' }),
  ],
};
