import { staffCancelRequestSchema } from '../appointment-requests';
import { appointmentResponseSchema } from '../appointments';
import { defineOperation } from '../operation';
import { staffAppointmentParams } from '../route-params';
import { staffSessionRequestSchema, staffSessionResponseSchema } from '../staff-session';

const appointment = { description: 'The appointment', schema: appointmentResponseSchema } as const;

/** Staff calls: the session (sign in, who am I, sign out) and changes to appointments. */
export const staffCancelAppointment = defineOperation({
  method: 'post',
  path: '/v0/staff/appointments/{appointment}/cancel',
  id: 'staffCancelAppointment',
  summary: 'Cancel as staff (an online payment is refunded in full), or record that the customer did not arrive',
  tag: 'staff',
  params: staffAppointmentParams,
  body: staffCancelRequestSchema,
  staffSession: true,
  responses: { 200: appointment },
  errors: ['invalid_input', 'unauthenticated', 'appointment_not_found', 'not_editable'],
});

export const recordPayment = defineOperation({
  method: 'post',
  path: '/v0/staff/appointments/{appointment}/payment',
  id: 'recordPayment',
  summary: 'Record that an appointment was paid',
  tag: 'staff',
  params: staffAppointmentParams,
  staffSession: true,
  responses: { 200: appointment },
  errors: ['invalid_input', 'unauthenticated', 'appointment_not_found', 'not_editable'],
});

export const signIn = defineOperation({
  method: 'post',
  path: '/v0/staff/session',
  id: 'signIn',
  summary: 'Staff sign-in; sets the httpOnly session cookie',
  tag: 'staff',
  body: staffSessionRequestSchema,
  responses: { 200: { description: 'Signed in', schema: staffSessionResponseSchema } },
  errors: ['invalid_input', 'unknown_email', 'invalid_password'],
});

export const getStaffSession = defineOperation({
  method: 'get',
  path: '/v0/staff/session',
  id: 'getStaffSession',
  summary: 'Who is signed in',
  tag: 'staff',
  staffSession: true,
  responses: { 200: { description: 'The staff member', schema: staffSessionResponseSchema } },
  errors: ['unauthenticated'],
});

export const signOut = defineOperation({
  method: 'delete',
  path: '/v0/staff/session',
  id: 'signOut',
  summary: 'Sign out; clears the cookie',
  tag: 'staff',
  responses: { 204: { description: 'Signed out' } },
  errors: [],
});
