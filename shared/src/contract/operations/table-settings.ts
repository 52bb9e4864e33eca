import { defineOperation } from '../operation';
import { orderRequestSchema } from '../service-settings';
import {
  areaParamsSchema,
  areaRequestSchema,
  combinationParamsSchema,
  combinationRequestSchema,
  removeCombinationRequestSchema,
  retireTableRequestSchema,
  tableParamsSchema,
  tableRequestSchema,
  tableSettingsParamsSchema,
  tableSettingsResponseSchema,
} from '../table-settings';

/**
 * A restaurant's floor, per branch (decision 0080): owner-only (staff get 403 `owner_only`),
 * only the caller's own organization's restaurant branches (any other is 404). A change that
 * future reservations would no longer fit is refused with 409 `reservations_affected` listing
 * them, until `on_reservations` moves or cancels each. A saved change is what the next public
 * availability reads.
 */
const OWNER = ['unauthenticated', 'owner_only'] as const;
const BASE = '/v0/staff/settings/branches/{branch}';
const FLOOR = { 200: { description: 'The floor as saved', schema: tableSettingsResponseSchema } } as const;
const ADDED = { 201: { description: 'Added; the floor as saved', schema: tableSettingsResponseSchema } } as const;
const staff = { tag: 'staff', staffSession: true, ownerOnly: true } as const;

export const getTableSettings = defineOperation({
  ...staff,
  method: 'get',
  path: `${BASE}/floor`,
  id: 'getTableSettings',
  summary: "A restaurant branch's areas, tables (retired ones too) and combinations in order",
  params: tableSettingsParamsSchema,
  responses: FLOOR,
  errors: ['invalid_input', ...OWNER, 'branch_not_found'],
});

export const createArea = defineOperation({
  ...staff,
  method: 'post',
  path: `${BASE}/areas`,
  id: 'createArea',
  summary: 'Adds an area at the end',
  params: tableSettingsParamsSchema,
  body: areaRequestSchema,
  responses: ADDED,
  errors: ['invalid_input', ...OWNER, 'branch_not_found'],
  fieldCodes: ['name_taken'],
});

export const updateArea = defineOperation({
  ...staff,
  method: 'put',
  path: `${BASE}/areas/{area}`,
  id: 'updateArea',
  summary: 'Renames an area',
  params: areaParamsSchema,
  body: areaRequestSchema,
  responses: FLOOR,
  errors: ['invalid_input', ...OWNER, 'branch_not_found', 'area_not_found'],
  fieldCodes: ['name_taken'],
});

export const orderAreas = defineOperation({
  ...staff,
  method: 'put',
  path: `${BASE}/areas-order`,
  id: 'orderAreas',
  summary: "Puts the areas in the given order (every area's id, once)",
  params: tableSettingsParamsSchema,
  body: orderRequestSchema,
  responses: FLOOR,
  errors: ['invalid_input', ...OWNER, 'branch_not_found'],
});

export const createTable = defineOperation({
  ...staff,
  method: 'post',
  path: `${BASE}/tables`,
  id: 'createTable',
  summary: 'Adds a table at the end',
  params: tableSettingsParamsSchema,
  body: tableRequestSchema,
  responses: ADDED,
  errors: ['invalid_input', ...OWNER, 'branch_not_found'],
  fieldCodes: ['name_taken'],
});

export const updateTable = defineOperation({
  ...staff,
  method: 'put',
  path: `${BASE}/tables/{table}`,
  id: 'updateTable',
  summary: 'Changes a table; shrinking it below future parties asks what becomes of them',
  params: tableParamsSchema,
  body: tableRequestSchema,
  responses: FLOOR,
  errors: [
    'invalid_input',
    ...OWNER,
    'branch_not_found',
    'table_not_found',
    'reservations_affected',
    'table_taken',
    'table_too_small',
  ],
  fieldCodes: ['name_taken'],
});

export const orderTables = defineOperation({
  ...staff,
  method: 'put',
  path: `${BASE}/tables-order`,
  id: 'orderTables',
  summary: "Puts the tables in service in the given order (every one's id, once)",
  params: tableSettingsParamsSchema,
  body: orderRequestSchema,
  responses: FLOOR,
  errors: ['invalid_input', ...OWNER, 'branch_not_found'],
});

export const retireTable = defineOperation({
  ...staff,
  method: 'post',
  path: `${BASE}/tables/{table}/retire`,
  id: 'retireTable',
  summary: 'Retires a table (kept for its reservations); its future reservations are moved or cancelled first',
  params: tableParamsSchema,
  body: retireTableRequestSchema,
  responses: FLOOR,
  errors: [
    'invalid_input',
    ...OWNER,
    'branch_not_found',
    'table_not_found',
    'reservations_affected',
    'table_taken',
    'table_too_small',
  ],
});

export const createCombination = defineOperation({
  ...staff,
  method: 'post',
  path: `${BASE}/combinations`,
  id: 'createCombination',
  summary: 'Adds a named combination of tables at the end',
  params: tableSettingsParamsSchema,
  body: combinationRequestSchema,
  responses: ADDED,
  errors: ['invalid_input', ...OWNER, 'branch_not_found'],
  fieldCodes: ['name_taken'],
});

export const updateCombination = defineOperation({
  ...staff,
  method: 'put',
  path: `${BASE}/combinations/{combination}`,
  id: 'updateCombination',
  summary: 'Changes a combination; future parties it no longer fits are moved or cancelled first',
  params: combinationParamsSchema,
  body: combinationRequestSchema,
  responses: FLOOR,
  errors: [
    'invalid_input',
    ...OWNER,
    'branch_not_found',
    'combination_not_found',
    'reservations_affected',
    'table_taken',
    'table_too_small',
  ],
  fieldCodes: ['name_taken'],
});

export const orderCombinations = defineOperation({
  ...staff,
  method: 'put',
  path: `${BASE}/combinations-order`,
  id: 'orderCombinations',
  summary: "Puts the combinations in the given order (every one's id, once)",
  params: tableSettingsParamsSchema,
  body: orderRequestSchema,
  responses: FLOOR,
  errors: ['invalid_input', ...OWNER, 'branch_not_found'],
});

export const removeCombination = defineOperation({
  ...staff,
  method: 'post',
  path: `${BASE}/combinations/{combination}/remove`,
  id: 'removeCombination',
  summary: 'Removes a combination (kept for its reservations); its future reservations are moved or cancelled first',
  params: combinationParamsSchema,
  body: removeCombinationRequestSchema,
  responses: FLOOR,
  errors: [
    'invalid_input',
    ...OWNER,
    'branch_not_found',
    'combination_not_found',
    'reservations_affected',
    'table_taken',
    'table_too_small',
  ],
});
