import type { Address, CustomerRequestParsed } from '@booking/shared/contract/customers';
import { normalisePhone } from '../contact/normalise-phone';

/** An email as stored and matched: trimmed, lower case. Mailbox names are case-insensitive in practice. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The record's columns as stored: '' is none, email lower case, phone E.164. */
export type CustomerValues = {
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  addresses: {
    kind: Address['kind'];
    street: string;
    number: string | null;
    zip: string;
    city: string;
    country: string;
  }[];
  birthday: string | null;
  gender: 'female' | 'male' | null;
  company: string | null;
  b2b: boolean;
  newsletter: boolean;
  reminders: boolean;
  comment: string | null;
  /** Null: the API numbers the customer. */
  customer_number: string | null;
};

const none = (value: string | null | undefined) => (value == null || value.trim() === '' ? null : value.trim());

/** The form as the contract parsed it (valid), in the form it is stored and matched in. */
export function customerValues(input: CustomerRequestParsed): CustomerValues {
  const email = none(input.email);
  const phone = none(input.phone);
  return {
    first_name: input.first_name,
    last_name: input.last_name,
    email: email && normaliseEmail(email),
    phone: phone && normalisePhone(phone),
    addresses: input.addresses.map((a) => ({ ...a, number: none(a.number) })),
    birthday: none(input.birthday),
    gender: input.gender ?? null,
    company: none(input.company),
    b2b: input.b2b,
    newsletter: input.newsletter,
    reminders: input.reminders,
    comment: none(input.comment),
    customer_number: none(input.customer_number),
  };
}
