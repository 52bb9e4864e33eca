import { appointmentResponseSchema } from '../appointments';
import { changeQuoteQuerySchema, changeQuoteResponseSchema } from '../change-quotes';
import { defineOperation } from '../operation';
import { rescheduleRequestSchema } from '../reschedule-request';
import { manageParams } from '../route-params';

const MANAGE = '/v0/organizations/{organization}/appointments/{token}';
const appointment = { description: 'The appointment', schema: appointmentResponseSchema } as const;

/** The appointment's manage link: read, quote a change, reschedule, cancel. */
export const getAppointment = defineOperation({
  method: 'get',
  path: MANAGE,
  id: 'getAppointment',
  summary: 'An appointment by its manage token (also cancelled or past ones)',
  tag: 'manage',
  params: manageParams,
  responses: { 200: appointment },
  errors: ['invalid_input', 'merchant_not_found', 'appointment_not_found'],
});

export const quoteChange = defineOperation({
  method: 'get',
  path: `${MANAGE}/quote`,
  id: 'quoteChange',
  summary: 'What rescheduling or cancelling would cost now',
  tag: 'manage',
  params: manageParams,
  query: changeQuoteQuerySchema,
  responses: { 200: { description: 'The quote', schema: changeQuoteResponseSchema } },
  errors: ['invalid_input', 'merchant_not_found', 'appointment_not_found'],
});

export const rescheduleAppointment = defineOperation({
  method: 'post',
  path: `${MANAGE}/reschedule`,
  id: 'rescheduleAppointment',
  summary: 'Move to a new time, atomically',
  tag: 'manage',
  params: manageParams,
  body: rescheduleRequestSchema,
  responses: { 200: appointment },
  errors: [
    'invalid_input',
    'merchant_not_found',
    'appointment_not_found',
    'employee_not_found',
    'employee_unsuitable',
    'not_editable',
    'slot_taken',
    'slot_unavailable',
    'rate_limited',
  ],
  fieldCodes: ['hold_mismatch', 'not_allowed'],
});

export const cancelAppointment = defineOperation({
  method: 'post',
  path: `${MANAGE}/cancel`,
  id: 'cancelAppointment',
  summary: 'Cancel as the customer; an online payment is refunded less the fees due',
  tag: 'manage',
  params: manageParams,
  responses: { 200: appointment },
  errors: ['invalid_input', 'merchant_not_found', 'appointment_not_found', 'not_editable'],
});
