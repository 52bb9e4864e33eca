import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import {
  createArea,
  createCombination,
  createTable,
  orderAreas,
  orderCombinations,
  orderTables,
  removeArea,
  removeCombination,
  retireTable,
  updateArea,
  updateCombination,
  updateTable,
} from '@booking/shared/contract/operations/table-settings';
import type { CombinationRequest, ReservationResolution, TableRequest } from '@booking/shared/contract/table-settings';

/** What a change does with the reservations it would leave without a place; absent: ask first. */
type Resolutions = ReservationResolution[] | undefined;
const withResolutions = (on: Resolutions) => (on ? { on_reservations: on } : {});

export function saveArea(api: ApiAccess, branch: string, area: string | null, name: string) {
  return area
    ? call(updateArea, { params: { branch, area }, body: { name } }, api)
    : call(createArea, { params: { branch }, body: { name } }, api);
}

/** Removes an area without tables in service; one with tables is refused (409 `area_not_empty`). */
export function removeEmptyArea(api: ApiAccess, branch: string, area: string) {
  return call(removeArea, { params: { branch, area } }, api);
}

export function saveTable(api: ApiAccess, branch: string, table: string | null, body: TableRequest, on?: Resolutions) {
  const request = { ...body, ...withResolutions(on) };
  return table
    ? call(updateTable, { params: { branch, table }, body: request }, api)
    : call(createTable, { params: { branch }, body: request }, api);
}

export function retire(api: ApiAccess, branch: string, table: string, on?: Resolutions) {
  return call(retireTable, { params: { branch, table }, body: withResolutions(on) }, api);
}

export function saveCombination(
  api: ApiAccess,
  branch: string,
  combination: string | null,
  body: CombinationRequest,
  on?: Resolutions,
) {
  const request = { ...body, ...withResolutions(on) };
  return combination
    ? call(updateCombination, { params: { branch, combination }, body: request }, api)
    : call(createCombination, { params: { branch }, body: request }, api);
}

export function remove(api: ApiAccess, branch: string, combination: string, on?: Resolutions) {
  return call(removeCombination, { params: { branch, combination }, body: withResolutions(on) }, api);
}

const ORDERS = { areas: orderAreas, tables: orderTables, combinations: orderCombinations } as const;

export function saveFloorOrder(api: ApiAccess, branch: string, list: keyof typeof ORDERS, ids: string[]) {
  return call(ORDERS[list], { params: { branch }, body: { ids } }, api);
}
