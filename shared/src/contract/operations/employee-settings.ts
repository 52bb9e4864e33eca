import {
  employeeParamsSchema,
  employeeRemovalSchema,
  employeeRequestSchema,
  exceptionParamsSchema,
  exceptionRequestSchema,
  rotaRequestSchema,
  settingsEmployeeResponseSchema,
  settingsEmployeesResponseSchema,
} from '../employee-settings';
import { defineOperation } from '../operation';

/**
 * The team's employees and their hours in the owner's settings: owner-only (staff get 403
 * `owner_only`), and only the caller's own organization (another's employee is 404). A change
 * that leaves booked appointments outside the hours is refused with 409 `appointment_conflict`
 * listing them, until the owner says whether to keep or cancel them.
 */
const OWNER = ['unauthenticated', 'owner_only'] as const;
const EMPLOYEES = '/v0/staff/settings/employees';

export const listSettingsEmployees = defineOperation({
  method: 'get',
  path: EMPLOYEES,
  id: 'listSettingsEmployees',
  summary: 'The employees with their services, rotas and exceptions',
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  responses: { 200: { description: 'The employees', schema: settingsEmployeesResponseSchema } },
  errors: [...OWNER],
});

export const createSettingsEmployee = defineOperation({
  method: 'post',
  path: EMPLOYEES,
  id: 'createSettingsEmployee',
  summary: 'Adds an employee with the services they perform (hours come next)',
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  body: employeeRequestSchema,
  responses: { 201: { description: 'Added', schema: settingsEmployeeResponseSchema } },
  errors: ['invalid_input', ...OWNER, 'service_not_found'],
  fieldCodes: ['image_not_found'],
});

export const updateSettingsEmployee = defineOperation({
  method: 'put',
  path: `${EMPLOYEES}/{employee}`,
  id: 'updateSettingsEmployee',
  summary: "Changes an employee's names, services and whether customers may choose them",
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  params: employeeParamsSchema,
  body: employeeRequestSchema,
  responses: { 200: { description: 'Changed', schema: settingsEmployeeResponseSchema } },
  errors: ['invalid_input', ...OWNER, 'employee_not_found', 'service_not_found'],
  fieldCodes: ['image_not_found'],
});

export const removeSettingsEmployee = defineOperation({
  method: 'post',
  path: `${EMPLOYEES}/{employee}/removal`,
  id: 'removeSettingsEmployee',
  summary: 'Removes an employee; booked appointments kept or cancelled as chosen (409 lists them)',
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  params: employeeParamsSchema,
  body: employeeRemovalSchema,
  responses: { 204: { description: 'Removed' } },
  errors: ['invalid_input', ...OWNER, 'employee_not_found', 'appointment_conflict'],
});

export const setEmployeeRota = defineOperation({
  method: 'put',
  path: `${EMPLOYEES}/{employee}/rota`,
  id: 'setEmployeeRota',
  summary: 'Sets the working week from a date on, every week or every second week (409 lists appointments left out)',
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  params: employeeParamsSchema,
  body: rotaRequestSchema,
  responses: { 200: { description: 'Set', schema: settingsEmployeeResponseSchema } },
  errors: ['invalid_input', ...OWNER, 'employee_not_found', 'branch_not_found', 'appointment_conflict'],
  fieldCodes: ['end_before_start', 'hours_overlap'],
});

export const setEmployeeException = defineOperation({
  method: 'put',
  path: `${EMPLOYEES}/{employee}/exceptions/{day}`,
  id: 'setEmployeeException',
  summary: "Sets one date's hours instead of the rota's (none: a day off; 409 lists appointments left out)",
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  params: exceptionParamsSchema,
  body: exceptionRequestSchema,
  responses: { 200: { description: 'Set', schema: settingsEmployeeResponseSchema } },
  errors: ['invalid_input', ...OWNER, 'employee_not_found', 'branch_not_found', 'appointment_conflict'],
  fieldCodes: ['end_before_start', 'hours_overlap'],
});

export const deleteEmployeeException = defineOperation({
  method: 'delete',
  path: `${EMPLOYEES}/{employee}/exceptions/{day}`,
  id: 'deleteEmployeeException',
  summary: 'Removes an exception: the date follows the rota again',
  tag: 'staff',
  staffSession: true,
  ownerOnly: true,
  params: exceptionParamsSchema,
  responses: { 200: { description: 'Removed', schema: settingsEmployeeResponseSchema } },
  errors: ['invalid_input', ...OWNER, 'employee_not_found'],
});
