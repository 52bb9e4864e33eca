import { createAppointmentRequestSchema } from '@booking/shared/contract/appointment-requests';
import { createAppointmentResponseSchema } from '@booking/shared/contract/appointments';
import { availabilityQuerySchema, availabilityResponseSchema } from '@booking/shared/contract/availability';
import { bookingPolicyResponseSchema } from '@booking/shared/contract/booking-policy';
import { branchListResponseSchema } from '@booking/shared/contract/branches';
import { employeeListResponseSchema } from '@booking/shared/contract/employees';
import { holdRequestSchema, holdResponseSchema } from '@booking/shared/contract/holds';
import { serviceListResponseSchema } from '@booking/shared/contract/services';
import { branchParams, idempotencyHeaders, manageParams, organizationParams } from '../routes/route-params';
import type { Operation } from './operation';

const ORG = '/v0/organizations/{organization}';
const BRANCH = `${ORG}/branches/{branch}`;

/** Public calls of the booking flow, in the order a customer meets them. */
export const BOOKING_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: `${ORG}/branches`,
    operationId: 'listBranches',
    summary: 'Branches of a merchant',
    tag: 'merchant',
    params: organizationParams,
    success: { status: 200, description: 'The branches, in order', schema: branchListResponseSchema },
    errors: ['invalid_input', 'merchant_not_found'],
  },
  {
    method: 'get',
    path: `${BRANCH}/services`,
    operationId: 'listServices',
    summary: 'Services a branch offers',
    tag: 'merchant',
    params: branchParams,
    success: { status: 200, description: 'By category, then position', schema: serviceListResponseSchema },
    errors: ['invalid_input', 'merchant_not_found', 'branch_not_found'],
  },
  {
    method: 'get',
    path: `${BRANCH}/employees`,
    operationId: 'listEmployees',
    summary: 'Employees working at a branch, with the services they perform',
    tag: 'merchant',
    params: branchParams,
    success: { status: 200, description: 'In the merchant order', schema: employeeListResponseSchema },
    errors: ['invalid_input', 'merchant_not_found', 'branch_not_found'],
  },
  {
    method: 'get',
    path: `${ORG}/booking-policy`,
    operationId: 'getBookingPolicy',
    summary: 'Fees for changes and how long a hold lasts',
    tag: 'merchant',
    params: organizationParams,
    success: { status: 200, description: 'The current policy', schema: bookingPolicyResponseSchema },
    errors: ['invalid_input', 'merchant_not_found'],
  },
  {
    method: 'get',
    path: `${BRANCH}/availability`,
    operationId: 'getAvailability',
    summary: 'Free start times for services back to back, with an employee or the first available',
    tag: 'booking',
    params: branchParams,
    query: availabilityQuerySchema,
    success: { status: 200, description: 'Free slots in the branch zone', schema: availabilityResponseSchema },
    errors: [
      'invalid_input',
      'merchant_not_found',
      'branch_not_found',
      'service_not_found',
      'employee_not_found',
      'employee_unsuitable',
    ],
  },
  {
    method: 'post',
    path: `${BRANCH}/holds`,
    operationId: 'placeHold',
    summary: 'Hold a slot while the customer types their details',
    tag: 'booking',
    params: branchParams,
    body: holdRequestSchema,
    success: { status: 201, description: 'The hold and its token', schema: holdResponseSchema },
    errors: [
      'invalid_input',
      'merchant_not_found',
      'branch_not_found',
      'service_not_found',
      'employee_not_found',
      'employee_unsuitable',
      'slot_taken',
      'slot_unavailable',
      'rate_limited',
    ],
  },
  {
    method: 'delete',
    path: `${ORG}/holds/{token}`,
    operationId: 'releaseHold',
    summary: 'Give a held slot back',
    tag: 'booking',
    params: manageParams,
    success: { status: 204, description: 'Released' },
    errors: ['invalid_input', 'merchant_not_found', 'hold_not_found'],
  },
  {
    method: 'post',
    path: `${BRANCH}/appointments`,
    operationId: 'createAppointment',
    summary: 'Book an appointment (idempotent by key)',
    tag: 'booking',
    params: branchParams,
    headers: idempotencyHeaders,
    body: createAppointmentRequestSchema,
    success: {
      status: 201,
      description: 'Booked; replays carry Idempotent-Replayed: true',
      schema: createAppointmentResponseSchema,
    },
    errors: [
      'invalid_input',
      'merchant_not_found',
      'branch_not_found',
      'service_not_found',
      'employee_not_found',
      'employee_unsuitable',
      'slot_taken',
      'slot_unavailable',
      'idempotency_key_in_use',
      'idempotency_key_reused',
      'rate_limited',
    ],
  },
];
