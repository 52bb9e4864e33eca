import { availabilityQuerySchema, availabilityResponseSchema } from '../availability';
import { holdRequestSchema, holdResponseSchema } from '../holds';
import { defineOperation } from '../operation';
import { branchParams, manageParams } from '../route-params';

const ORG = '/v0/organizations/{organization}';
const BRANCH = `${ORG}/branches/{branch}`;

/*
 * The time step's calls: free times and holds. Apart from the booking call on purpose: that
 * one's body brings the phone check (libphonenumber), which the time step must not download
 * (the phone library only from the contact step on).
 */
export const getAvailability = defineOperation({
  method: 'get',
  path: `${BRANCH}/availability`,
  id: 'getAvailability',
  summary: 'Free start times for services back to back, with an employee or the first available',
  tag: 'booking',
  params: branchParams,
  query: availabilityQuerySchema,
  responses: { 200: { description: 'Free slots in the branch zone', schema: availabilityResponseSchema } },
  errors: [
    'invalid_input',
    'merchant_not_found',
    'branch_not_found',
    'service_not_found',
    'employee_not_found',
    'employee_unsuitable',
  ],
  fieldCodes: ['before_from', 'range_too_long', 'not_allowed'],
});

export const placeHold = defineOperation({
  method: 'post',
  path: `${BRANCH}/holds`,
  id: 'placeHold',
  summary: 'Hold a slot while the customer types their details',
  tag: 'booking',
  params: branchParams,
  body: holdRequestSchema,
  responses: {
    201: { description: 'The hold and its token', schema: holdResponseSchema },
    200: {
      description: 'The time is free but not kept (the branch keeps as many holds as it allows): token null',
      schema: holdResponseSchema,
    },
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
    'rate_limited',
  ],
  fieldCodes: ['not_allowed'],
});

export const releaseHold = defineOperation({
  method: 'delete',
  path: `${ORG}/holds/{token}`,
  id: 'releaseHold',
  summary: 'Give a held slot back',
  tag: 'booking',
  params: manageParams,
  responses: { 204: { description: 'Released' } },
  errors: ['invalid_input', 'merchant_not_found', 'hold_not_found'],
});
