import { staffCancelRequestSchema } from '../appointment-requests';
import { appointmentResponseSchema } from '../appointments';
import { defineOperation } from '../operation';
import { staffAppointmentParams } from '../route-params';

const appointment = { description: 'The appointment', schema: appointmentResponseSchema } as const;

/** Staff changes to an appointment of their organization (the session is in staff-session.ts). */
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
