import { bookingPolicyResponseSchema } from '../booking-policy';
import { employeeListResponseSchema } from '../employees';
import { branchParams, organizationParams } from '../merchant-params';
import { defineOperation } from '../operation';
import { serviceListResponseSchema } from '../services';

const ORG = '/v0/organizations/{organization}';
const BRANCH = `${ORG}/branches/{branch}`;

/*
 * What a merchant offers, read by every journey's first steps. Apart from the booking calls
 * on purpose: a bundle takes a whole area file, and the booking request's schemas bring the
 * phone check (libphonenumber), which a branch list must not download.
 */

export const listServices = defineOperation({
  method: 'get',
  path: `${BRANCH}/services`,
  id: 'listServices',
  summary: 'Services a branch offers',
  tag: 'merchant',
  params: branchParams,
  responses: { 200: { description: 'By category, then position', schema: serviceListResponseSchema } },
  errors: ['invalid_input', 'merchant_not_found', 'branch_not_found'],
});

export const listEmployees = defineOperation({
  method: 'get',
  path: `${BRANCH}/employees`,
  id: 'listEmployees',
  summary: 'Employees working at a branch, with the services they perform',
  tag: 'merchant',
  params: branchParams,
  responses: { 200: { description: 'In the merchant order', schema: employeeListResponseSchema } },
  errors: ['invalid_input', 'merchant_not_found', 'branch_not_found'],
});

export const getBookingPolicy = defineOperation({
  method: 'get',
  path: `${ORG}/booking-policy`,
  id: 'getBookingPolicy',
  summary: 'Fees for changes and how long a hold lasts',
  tag: 'merchant',
  params: organizationParams,
  responses: { 200: { description: 'The current policy', schema: bookingPolicyResponseSchema } },
  errors: ['invalid_input', 'merchant_not_found'],
});
