import type * as z from 'zod/mini';
import type { ErrorCode } from '../../errors/codes';
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
/** What a change of a table or combination that parties are booked on may answer. */
const PLACE_CHANGE = ['reservations_affected', 'table_taken', 'table_too_small'] as const;

/**
 * A kind of the floor's items (areas, tables, combinations): added at the end and changed by
 * id, both with the same body (a name another live item has is refused at the field), and
 * put in the owner's order (every live one's id, once).
 */
function floorItemOperations<
  const Name extends string,
  const Plural extends string,
  Params extends z.ZodMiniObject,
  Body extends z.ZodMiniType,
>(kind: {
  name: Name;
  plural: Plural;
  /** The path's segment, and the item's own below it (`areas/{area}`). */
  path: string;
  params: Params;
  body: Body;
  added: string;
  changed: string;
  ordered: string;
  /** The refusals of a change beyond its item not being the branch's. */
  changeErrors: readonly ErrorCode[];
}) {
  const add = defineOperation({
    ...staff,
    method: 'post',
    path: `${BASE}/${kind.path.split('/')[0]}`,
    id: `create${kind.name}`,
    summary: kind.added,
    params: tableSettingsParamsSchema,
    body: kind.body,
    responses: ADDED,
    errors: ['invalid_input', ...OWNER, 'branch_not_found'],
    fieldCodes: ['name_taken'],
  });
  const change = defineOperation({
    ...staff,
    method: 'put',
    path: `${BASE}/${kind.path}`,
    id: `update${kind.name}`,
    summary: kind.changed,
    params: kind.params,
    body: kind.body,
    responses: FLOOR,
    errors: ['invalid_input', ...OWNER, 'branch_not_found', ...kind.changeErrors],
    fieldCodes: ['name_taken'],
  });
  const order = defineOperation({
    ...staff,
    method: 'put',
    path: `${BASE}/${kind.path.split('/')[0]}-order`,
    id: `order${kind.plural}`,
    summary: kind.ordered,
    params: tableSettingsParamsSchema,
    body: orderRequestSchema,
    responses: FLOOR,
    errors: ['invalid_input', ...OWNER, 'branch_not_found'],
  });
  return [add, change, order] as const;
}

/**
 * A table or combination taken out of service, kept for the reservations made on it; its
 * reservations to come are asked about first, as a change of it is.
 */
const takeOutOfService = <const Id extends string, Params extends z.ZodMiniObject, Body extends z.ZodMiniType>(what: {
  id: Id;
  path: string;
  params: Params;
  body: Body;
  summary: string;
  notFound: ErrorCode;
}) =>
  defineOperation({
    ...staff,
    method: 'post',
    path: `${BASE}/${what.path}`,
    id: what.id,
    summary: what.summary,
    params: what.params,
    body: what.body,
    responses: FLOOR,
    errors: ['invalid_input', ...OWNER, 'branch_not_found', what.notFound, ...PLACE_CHANGE],
  });

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

export const [createArea, updateArea, orderAreas] = floorItemOperations({
  name: 'Area',
  plural: 'Areas',
  path: 'areas/{area}',
  params: areaParamsSchema,
  body: areaRequestSchema,
  added: 'Adds an area at the end',
  changed: 'Renames an area',
  ordered: "Puts the areas in the given order (every area's id, once)",
  changeErrors: ['area_not_found'],
});

export const removeArea = defineOperation({
  ...staff,
  method: 'delete',
  path: `${BASE}/areas/{area}`,
  id: 'removeArea',
  summary: 'Removes an area without tables in service (409 area_not_empty while it has some)',
  params: areaParamsSchema,
  responses: FLOOR,
  errors: ['invalid_input', ...OWNER, 'branch_not_found', 'area_not_found', 'area_not_empty'],
});

export const [createTable, updateTable, orderTables] = floorItemOperations({
  name: 'Table',
  plural: 'Tables',
  path: 'tables/{table}',
  params: tableParamsSchema,
  body: tableRequestSchema,
  added: 'Adds a table at the end',
  changed: 'Changes a table; shrinking it below future parties asks what becomes of them',
  ordered: "Puts the tables in service in the given order (every one's id, once)",
  changeErrors: ['table_not_found', ...PLACE_CHANGE],
});

export const retireTable = takeOutOfService({
  id: 'retireTable',
  path: 'tables/{table}/retire',
  params: tableParamsSchema,
  body: retireTableRequestSchema,
  summary: 'Retires a table (kept for its reservations); its future reservations are moved or cancelled first',
  notFound: 'table_not_found',
});

export const [createCombination, updateCombination, orderCombinations] = floorItemOperations({
  name: 'Combination',
  plural: 'Combinations',
  path: 'combinations/{combination}',
  params: combinationParamsSchema,
  body: combinationRequestSchema,
  added: 'Adds a named combination of tables at the end',
  changed: 'Changes a combination; future parties it no longer fits are moved or cancelled first',
  ordered: "Puts the combinations in the given order (every one's id, once)",
  changeErrors: ['combination_not_found', ...PLACE_CHANGE],
});

export const removeCombination = takeOutOfService({
  id: 'removeCombination',
  path: 'combinations/{combination}/remove',
  params: combinationParamsSchema,
  body: removeCombinationRequestSchema,
  summary: 'Removes a combination (kept for its reservations); its future reservations are moved or cancelled first',
  notFound: 'combination_not_found',
});
