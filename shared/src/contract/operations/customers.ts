import {
  customerDetailResponseSchema,
  customerListQuerySchema,
  customerListResponseSchema,
  customerParamsSchema,
  customerRequestSchema,
  customerReservationResponseSchema,
  customerResponseSchema,
  linkCustomerRequestSchema,
  mergeCustomerRequestSchema,
  staffReservationParamsSchema,
} from '../customers';
import { defineOperation } from '../operation';
import { staffAppointmentParams } from '../route-params';
import { staffAppointmentResponseSchema } from '../staff-appointments';

/*
 * Customer records. They belong to the organization, not to a branch: the staff
 * member's session names the organization, and a customer, appointment or reservation of
 * another organization is a 404 like one that does not exist.
 */
const CUSTOMERS = '/v0/staff/customers';
const CUSTOMER = `${CUSTOMERS}/{customer}`;
const customerFields = ['email_taken', 'customer_number_taken', 'missing_calling_code'] as const;

export const listCustomers = defineOperation({
  method: 'get',
  path: CUSTOMERS,
  id: 'listCustomers',
  summary: 'Customers of the organization, searched by name, email, phone or customer number, sorted and paged',
  tag: 'staff',
  staffSession: true,
  query: customerListQuerySchema,
  responses: { 200: { description: 'A page', schema: customerListResponseSchema } },
  errors: ['invalid_input', 'unauthenticated'],
});

export const createCustomer = defineOperation({
  method: 'post',
  path: CUSTOMERS,
  id: 'createCustomer',
  summary: 'Add a customer (the customer number is generated when empty)',
  tag: 'staff',
  staffSession: true,
  body: customerRequestSchema,
  responses: { 201: { description: 'Added', schema: customerResponseSchema } },
  errors: ['invalid_input', 'unauthenticated'],
  fieldCodes: customerFields,
});

export const getCustomer = defineOperation({
  method: 'get',
  path: CUSTOMER,
  id: 'getCustomer',
  summary: 'A customer with their appointments and reservations, upcoming and past',
  tag: 'staff',
  staffSession: true,
  params: customerParamsSchema,
  responses: { 200: { description: 'The customer', schema: customerDetailResponseSchema } },
  errors: ['invalid_input', 'unauthenticated', 'customer_not_found'],
});

export const updateCustomer = defineOperation({
  method: 'put',
  path: CUSTOMER,
  id: 'updateCustomer',
  summary: 'Change a customer (the whole record again)',
  tag: 'staff',
  staffSession: true,
  params: customerParamsSchema,
  body: customerRequestSchema,
  responses: { 200: { description: 'Changed', schema: customerResponseSchema } },
  errors: ['invalid_input', 'unauthenticated', 'customer_not_found'],
  fieldCodes: customerFields,
});

export const deleteCustomer = defineOperation({
  method: 'delete',
  path: CUSTOMER,
  id: 'deleteCustomer',
  summary: 'Delete a customer; their appointments and reservations stay, marked as of a deleted customer',
  tag: 'staff',
  staffSession: true,
  // Erasing a person's record cannot be undone: the owner's call, not every receptionist's.
  ownerOnly: true,
  params: customerParamsSchema,
  responses: { 204: { description: 'Deleted' } },
  errors: ['invalid_input', 'unauthenticated', 'owner_only', 'customer_not_found'],
});

export const mergeCustomer = defineOperation({
  method: 'post',
  path: `${CUSTOMER}/merge`,
  id: 'mergeCustomer',
  summary: 'Merge another customer into this one: their bookings move here, then the other record is deleted',
  tag: 'staff',
  staffSession: true,
  params: customerParamsSchema,
  body: mergeCustomerRequestSchema,
  responses: { 200: { description: 'The record kept', schema: customerResponseSchema } },
  errors: ['invalid_input', 'unauthenticated', 'customer_not_found'],
});

export const linkAppointmentCustomer = defineOperation({
  method: 'put',
  path: '/v0/staff/appointments/{appointment}/customer',
  id: 'linkAppointmentCustomer',
  summary: 'Link a walk-in or an unmatched appointment to a customer',
  tag: 'staff',
  staffSession: true,
  params: staffAppointmentParams,
  body: linkCustomerRequestSchema,
  responses: { 200: { description: 'The appointment', schema: staffAppointmentResponseSchema } },
  errors: ['invalid_input', 'unauthenticated', 'appointment_not_found', 'customer_not_found'],
});

export const linkReservationCustomer = defineOperation({
  method: 'put',
  path: '/v0/staff/reservations/{reservation}/customer',
  id: 'linkReservationCustomer',
  summary: 'Link an unmatched reservation to a customer',
  tag: 'staff',
  staffSession: true,
  params: staffReservationParamsSchema,
  body: linkCustomerRequestSchema,
  responses: { 200: { description: 'The reservation', schema: customerReservationResponseSchema } },
  errors: ['invalid_input', 'unauthenticated', 'reservation_not_found', 'customer_not_found'],
});
