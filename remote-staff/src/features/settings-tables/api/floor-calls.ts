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
import { staffCall } from '../../../common/staff-page/staff-load';

/** What a change does with the reservations it would leave without a place; absent: ask first. */
type Resolutions = ReservationResolution[] | undefined;
const withResolutions = (on: Resolutions) => (on ? { on_reservations: on } : {});

export function saveArea(branch: string, area: string | null, name: string) {
  return area
    ? staffCall(updateArea, { params: { branch, area }, body: { name } })
    : staffCall(createArea, { params: { branch }, body: { name } });
}

/** Removes an area without tables in service; one with tables is refused (409 `area_not_empty`). */
export function removeEmptyArea(branch: string, area: string) {
  return staffCall(removeArea, { params: { branch, area } });
}

export function saveTable(branch: string, table: string | null, body: TableRequest, on?: Resolutions) {
  const request = { ...body, ...withResolutions(on) };
  return table
    ? staffCall(updateTable, { params: { branch, table }, body: request })
    : staffCall(createTable, { params: { branch }, body: request });
}

export function retire(branch: string, table: string, on?: Resolutions) {
  return staffCall(retireTable, { params: { branch, table }, body: withResolutions(on) });
}

export function saveCombination(
  branch: string,
  combination: string | null,
  body: CombinationRequest,
  on?: Resolutions,
) {
  const request = { ...body, ...withResolutions(on) };
  return combination
    ? staffCall(updateCombination, { params: { branch, combination }, body: request })
    : staffCall(createCombination, { params: { branch }, body: request });
}

export function remove(branch: string, combination: string, on?: Resolutions) {
  return staffCall(removeCombination, { params: { branch, combination }, body: withResolutions(on) });
}

const ORDERS = { areas: orderAreas, tables: orderTables, combinations: orderCombinations } as const;

export function saveFloorOrder(branch: string, list: keyof typeof ORDERS, ids: string[]) {
  return staffCall(ORDERS[list], { params: { branch }, body: { ids } });
}
