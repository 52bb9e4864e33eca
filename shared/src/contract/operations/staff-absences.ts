import { defineOperation } from '../operation';
import {
  appointmentsToHandleResponseSchema,
  staffAbsenceRequestSchema,
  staffAbsenceResponseSchema,
  staffAbsenceUpdateSchema,
} from '../staff-absences';
import { staffAbsenceParamsSchema, staffBranchParamsSchema } from '../staff-calendar';

const ABSENCES = '/v0/staff/branches/{branch}/absences';

/** Absences of employees, under the branch whose calendar shows them (its zone names the times). */
export const createAbsence = defineOperation({
  method: 'post',
  path: ABSENCES,
  id: 'createAbsence',
  summary: 'Add an absence; over appointments only when confirmed (409 lists them)',
  tag: 'staff',
  staffSession: true,
  params: staffBranchParamsSchema,
  body: staffAbsenceRequestSchema,
  responses: { 201: { description: 'Added', schema: staffAbsenceResponseSchema } },
  errors: ['invalid_input', 'unauthenticated', 'branch_not_found', 'employee_not_found', 'appointment_conflict'],
  fieldCodes: ['end_before_start'],
});

export const updateAbsence = defineOperation({
  method: 'put',
  path: `${ABSENCES}/{absence}`,
  id: 'updateAbsence',
  summary: 'Change an absence; over appointments only when confirmed (409 lists them)',
  tag: 'staff',
  staffSession: true,
  params: staffAbsenceParamsSchema,
  body: staffAbsenceUpdateSchema,
  responses: { 200: { description: 'Changed', schema: staffAbsenceResponseSchema } },
  // employee_not_found: the absence's employee was removed by the owner since.
  errors: [
    'invalid_input',
    'unauthenticated',
    'branch_not_found',
    'absence_not_found',
    'employee_not_found',
    'appointment_conflict',
  ],
  fieldCodes: ['end_before_start'],
});

export const deleteAbsence = defineOperation({
  method: 'delete',
  path: `${ABSENCES}/{absence}`,
  id: 'deleteAbsence',
  summary: 'Delete an absence',
  tag: 'staff',
  staffSession: true,
  params: staffAbsenceParamsSchema,
  responses: { 204: { description: 'Deleted' } },
  errors: ['invalid_input', 'unauthenticated', 'branch_not_found', 'absence_not_found'],
});

export const listAppointmentsToHandle = defineOperation({
  method: 'get',
  path: '/v0/staff/branches/{branch}/appointments-to-handle',
  id: 'listAppointmentsToHandle',
  summary: 'Live appointments not yet ended in an absence of their employee or outside their hours, to move or cancel',
  tag: 'staff',
  staffSession: true,
  params: staffBranchParamsSchema,
  responses: {
    200: {
      description: 'The appointments, each with why (its absence, or outside hours)',
      schema: appointmentsToHandleResponseSchema,
    },
  },
  errors: ['invalid_input', 'unauthenticated', 'branch_not_found'],
});
