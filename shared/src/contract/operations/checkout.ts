import { checkoutPaidResponseSchema, checkoutPayRequestSchema, checkoutResponseSchema } from '../checkout';
import { defineOperation } from '../operation';
import { idempotencyHeaders, staffAppointmentParams } from '../route-params';

/* Checkout on site of one appointment; rules in contract/checkout-rules.ts. */
const CHECKOUT = '/v0/staff/appointments/{appointment}/checkout';

export const getCheckout = defineOperation({
  method: 'get',
  path: CHECKOUT,
  id: 'getCheckout',
  summary: 'The cart of an appointment: its services at booked prices, or what was paid',
  tag: 'staff',
  staffSession: true,
  params: staffAppointmentParams,
  responses: { 200: { description: 'The cart', schema: checkoutResponseSchema } },
  errors: ['invalid_input', 'unauthenticated', 'appointment_not_found', 'missing_service_data'],
});

export const payCheckout = defineOperation({
  method: 'post',
  path: CHECKOUT,
  id: 'payCheckout',
  summary: 'Pay the cart on site by cash or card; the appointment becomes paid, the payment is recorded once',
  tag: 'staff',
  staffSession: true,
  params: staffAppointmentParams,
  headers: idempotencyHeaders,
  body: checkoutPayRequestSchema,
  responses: {
    201: {
      description: 'Paid (the same answer again for the same Idempotency-Key)',
      schema: checkoutPaidResponseSchema,
    },
  },
  errors: [
    'invalid_input',
    'unauthenticated',
    'appointment_not_found',
    'cart_other_appointment',
    'missing_service_data',
    'already_paid',
    'not_editable',
    'idempotency_key_in_use',
    'idempotency_key_reused',
  ],
  fieldCodes: ['discount_exceeds_total'],
});
