import { staffCancelRequestSchema } from '../appointment-requests';
import { defineOperation } from '../operation';
import { staffAppointmentParams } from '../route-params';
import {
  staffAppointmentListQuerySchema,
  staffAppointmentListResponseSchema,
  staffAppointmentNotesRequestSchema,
  staffAppointmentResponseSchema,
  staffCreateAppointmentRequestSchema,
  staffMoveAppointmentRequestSchema,
} from '../staff-appointments';
import { staffBranchParamsSchema } from '../staff-calendar';

const staffAppointment = { description: 'The appointment', schema: staffAppointmentResponseSchema } as const;

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
  responses: { 200: staffAppointment },
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
  responses: { 200: staffAppointment },
  errors: ['invalid_input', 'unauthenticated', 'appointment_not_found', 'not_editable'],
});

const BRANCH_APPOINTMENTS = '/v0/staff/branches/{branch}/appointments';
const APPOINTMENT = '/v0/staff/appointments/{appointment}';

export const listStaffAppointments = defineOperation({
  method: 'get',
  path: BRANCH_APPOINTMENTS,
  id: 'listStaffAppointments',
  summary: 'Upcoming or past appointments of a branch, searched, filtered and paged',
  tag: 'staff',
  staffSession: true,
  params: staffBranchParamsSchema,
  query: staffAppointmentListQuerySchema,
  responses: { 200: { description: 'A page', schema: staffAppointmentListResponseSchema } },
  errors: ['invalid_input', 'unauthenticated', 'branch_not_found'],
});

export const createStaffAppointment = defineOperation({
  method: 'post',
  path: BRANCH_APPOINTMENTS,
  id: 'createStaffAppointment',
  summary: 'Book at the reception (walk-in or nobody) inside the employee’s working hours',
  tag: 'staff',
  staffSession: true,
  params: staffBranchParamsSchema,
  body: staffCreateAppointmentRequestSchema,
  responses: { 201: { description: 'Booked', schema: staffAppointmentResponseSchema } },
  errors: [
    'invalid_input',
    'unauthenticated',
    'branch_not_found',
    'service_not_found',
    'employee_not_found',
    'customer_not_found',
    'appointment_conflict',
    'slot_taken',
  ],
});

export const getStaffAppointment = defineOperation({
  method: 'get',
  path: APPOINTMENT,
  id: 'getStaffAppointment',
  summary: 'One appointment of the organization',
  tag: 'staff',
  staffSession: true,
  params: staffAppointmentParams,
  responses: { 200: staffAppointment },
  errors: ['invalid_input', 'unauthenticated', 'appointment_not_found'],
});

export const editStaffAppointmentNotes = defineOperation({
  method: 'patch',
  path: APPOINTMENT,
  id: 'editStaffAppointmentNotes',
  summary: 'Set or clear the staff’s notes',
  tag: 'staff',
  staffSession: true,
  params: staffAppointmentParams,
  body: staffAppointmentNotesRequestSchema,
  responses: { 200: staffAppointment },
  errors: ['invalid_input', 'unauthenticated', 'appointment_not_found'],
});

export const moveStaffAppointment = defineOperation({
  method: 'post',
  path: `${APPOINTMENT}/move`,
  id: 'moveStaffAppointment',
  summary: 'Move to another time or employee; the customer is told as for their own move',
  tag: 'staff',
  staffSession: true,
  params: staffAppointmentParams,
  body: staffMoveAppointmentRequestSchema,
  responses: { 200: staffAppointment },
  errors: [
    'invalid_input',
    'unauthenticated',
    'appointment_not_found',
    'employee_not_found',
    'not_editable',
    'appointment_conflict',
    'slot_taken',
  ],
});
