import {
  type AddressKind,
  type Customer,
  type CustomerRequest,
  customerRequestSchema,
} from '@booking/shared/contract/customers';
import * as z from 'zod/mini';

/**
 * The customer form's schema: the contract's request schema (the API checks the same), with
 * gender as the radio group holds it, '' for "not given", since a radio's value is a string.
 */
export const customerFormSchema = z.extend(customerRequestSchema, {
  gender: z.enum(['', 'female', 'male']),
});

export interface AddressFormValues {
  kind: AddressKind;
  street: string;
  number: string;
  zip: string;
  city: string;
  country: string;
}

/** Every field as the form holds it: text fields hold '' when empty, never null. */
export interface CustomerFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  addresses: AddressFormValues[];
  birthday: string;
  gender: '' | 'female' | 'male';
  company: string;
  b2b: boolean;
  newsletter: boolean;
  reminders: boolean;
  comment: string;
  customer_number: string;
}

/** A new customer: nothing typed yet; reminders on, as for an online booking. */
export function emptyCustomerForm(): CustomerFormValues {
  return {
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    addresses: [],
    birthday: '',
    gender: '',
    company: '',
    b2b: false,
    newsletter: false,
    reminders: true,
    comment: '',
    customer_number: '',
  };
}

/** A new address row, in the branch's country (most customers live near it). */
export function emptyAddress(country: string, kind: AddressKind): AddressFormValues {
  return { kind, street: '', number: '', zip: '', city: '', country: country.toUpperCase() };
}

/** The form for editing a stored customer (the whole record is sent again on save). */
export function customerFormValues(customer: Customer): CustomerFormValues {
  return {
    first_name: customer.first_name,
    last_name: customer.last_name,
    email: customer.email ?? '',
    phone: customer.phone ?? '',
    addresses: customer.addresses.map((address) => ({ ...address, number: address.number ?? '' })),
    birthday: customer.birthday ?? '',
    gender: customer.gender ?? '',
    company: customer.company ?? '',
    b2b: customer.b2b,
    newsletter: customer.newsletter,
    reminders: customer.reminders,
    comment: customer.comment ?? '',
    customer_number: customer.customer_number,
  };
}

/** The request for what the form's schema accepted; '' stays '' ("not given", the API stores null). */
export function customerRequestOf(values: z.output<typeof customerFormSchema>): CustomerRequest {
  return { ...values, gender: values.gender === '' ? null : values.gender };
}
