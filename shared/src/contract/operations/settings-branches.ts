import {
  branchSettingsListResponseSchema,
  branchSettingsParamsSchema,
  branchSettingsRequestSchema,
  branchSettingsResponseSchema,
  closeBranchRequestSchema,
} from '../branch-settings';
import { defineOperation } from '../operation';

/**
 * The owner's branches, with their opening hours and closed days: owner-only (staff get 403
 * `owner_only`), and only the caller's own organization (another's branch is 404). A change
 * that takes time away from booked appointments (hours, closed days, closing the branch) is
 * refused with 409 `appointment_conflict` listing them until `on_appointments` says what to do.
 */
const OWNER = ['unauthenticated', 'owner_only'] as const;

export const listBranchSettings = defineOperation({
  method: 'get',
  path: '/v0/staff/settings/branches',
  id: 'listBranchSettings',
  summary: "The organization's branches, open and closed, with their hours and closed days",
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  responses: { 200: { description: 'The branches', schema: branchSettingsListResponseSchema } },
  errors: [...OWNER],
});

export const createBranchSettings = defineOperation({
  method: 'post',
  path: '/v0/staff/settings/branches',
  id: 'createBranchSettings',
  summary: 'Adds a branch with its address, time zone, opening hours and closed days',
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  body: branchSettingsRequestSchema,
  responses: { 201: { description: 'Added', schema: branchSettingsResponseSchema } },
  errors: ['invalid_input', ...OWNER],
  fieldCodes: ['slug_taken'],
});

export const updateBranchSettings = defineOperation({
  method: 'put',
  path: '/v0/staff/settings/branches/{branch}',
  id: 'updateBranchSettings',
  summary: 'Changes a branch; its time zone stays once booked (400 locked_by_bookings at timezone)',
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  params: branchSettingsParamsSchema,
  body: branchSettingsRequestSchema,
  responses: { 200: { description: 'Changed', schema: branchSettingsResponseSchema } },
  errors: ['invalid_input', ...OWNER, 'branch_not_found', 'appointment_conflict'],
  fieldCodes: ['slug_taken', 'locked_by_bookings'],
});

export const closeBranchSettings = defineOperation({
  method: 'post',
  path: '/v0/staff/settings/branches/{branch}/close',
  id: 'closeBranchSettings',
  summary: 'Closes a branch: it leaves the branch list and offers no times; booked appointments are handled',
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  params: branchSettingsParamsSchema,
  body: closeBranchRequestSchema,
  responses: { 200: { description: 'Closed', schema: branchSettingsResponseSchema } },
  errors: ['invalid_input', ...OWNER, 'branch_not_found', 'appointment_conflict'],
});

export const reopenBranchSettings = defineOperation({
  method: 'post',
  path: '/v0/staff/settings/branches/{branch}/reopen',
  id: 'reopenBranchSettings',
  summary: 'Opens a closed branch again: it is listed and offers times by its hours',
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  params: branchSettingsParamsSchema,
  responses: { 200: { description: 'Open again', schema: branchSettingsResponseSchema } },
  errors: ['invalid_input', ...OWNER, 'branch_not_found'],
});
