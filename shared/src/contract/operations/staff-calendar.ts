import * as z from 'zod/mini';
import { defineOperation } from '../operation';
import {
  staffBranchListResponseSchema,
  staffBranchParamsSchema,
  staffCalendarQuerySchema,
  staffCalendarResponseSchema,
} from '../staff-calendar';

const BRANCH = '/v0/staff/branches/{branch}';

/**
 * What the staff calendar reads: the branches, a branch's calendar and its live events.
 * Apart from the appointment changes, whose request schemas bring the phone check.
 */
export const listStaffBranches = defineOperation({
  method: 'get',
  path: '/v0/staff/branches',
  id: 'listStaffBranches',
  summary: "The branches of the staff member's organization",
  tag: 'staff',
  staffSession: true,
  responses: { 200: { description: 'The branches', schema: staffBranchListResponseSchema } },
  errors: ['unauthenticated'],
});

export const getStaffCalendar = defineOperation({
  method: 'get',
  path: `${BRANCH}/calendar`,
  id: 'getStaffCalendar',
  summary: 'Appointments, absences, employees and hours of a branch for up to 31 local days',
  tag: 'staff',
  staffSession: true,
  params: staffBranchParamsSchema,
  query: staffCalendarQuerySchema,
  responses: { 200: { description: 'The calendar', schema: staffCalendarResponseSchema } },
  errors: ['invalid_input', 'unauthenticated', 'branch_not_found'],
  fieldCodes: ['end_before_start', 'range_too_long'],
});

export const streamStaffCalendarEvents = defineOperation({
  method: 'get',
  path: `${BRANCH}/events`,
  id: 'streamStaffCalendarEvents',
  summary:
    'Server-sent events: `change` (data: kind, id, change, branch; id for Last-Event-ID) and `resync` (refetch all)',
  tag: 'staff',
  staffSession: true,
  params: staffBranchParamsSchema,
  // Sent by the EventSource itself on a reconnect: the id of the last event it received.
  headers: z.object({ 'last-event-id': z.optional(z.string().check(z.maxLength(200))) }),
  responses: { 200: { description: 'The event stream', eventStream: true } },
  errors: ['invalid_input', 'unauthenticated', 'branch_not_found'],
});
