import {
  createArea,
  createCombination,
  createTable,
  getTableSettings,
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
import type { CombinationRequest, TableRequest, TableSettingsResponse } from '@booking/shared/contract/table-settings';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { changeFloor, type FloorStep, type SavedFloor } from '../commands/floor-settings';
import type { Db } from '../db/db';
import type { StaffPrincipal } from '../db/staff-session-repo';
import {
  countLiveTablesIn,
  deleteArea,
  type FloorKind,
  findFloorBranch,
  liveIds,
  loadFloor,
  lockCombination,
  lockTable,
  removeCombinationRow,
  retireTableRow,
  saveArea,
  saveCombination,
  saveFloorPositions,
  saveTable,
} from '../db/table-settings-repo';
import type { Resolution } from '../domain/reservations/floor-change';
import type { DomainError, Result } from '../domain/result';
import { errorResponse } from '../http/error-response';
import { registerOperation } from '../http/register-operation';

export type TableSettingsDeps = { db: Db; now: () => Date };

type Step = Awaited<ReturnType<FloorStep>>;
const refuse = (error: DomainError): Step => ({ ok: false, error });
const invalid = (field: string): Step =>
  refuse({ code: 'invalid_input', fields: { [field]: [{ code: 'invalid_value' }] } });
const plain = (write: () => Promise<unknown>): Step => ({
  ok: true,
  value: { change: null, write: async () => void (await write()) },
});
const sameIds = (known: readonly string[], given: readonly string[]) =>
  known.length === given.length && new Set(given).size === given.length && given.every((id) => known.includes(id));

/** A restaurant branch's floor (decision 0080): owners only, their own organization's branches only. */
export function tableSettingsRoutes({ db, now }: TableSettingsDeps) {
  const app = new Hono();
  const routes = { app, db, now };

  /** Runs a floor change of the owner's organization and answers the floor as saved (201 for an addition). */
  const run = async (
    c: Context,
    { organizationId }: StaffPrincipal,
    branchId: string,
    step: FloorStep,
    { status = 200, resolutions }: { status?: 200 | 201; resolutions?: readonly Resolution[] } = {},
  ) => {
    const saved: Result<SavedFloor, DomainError> = await changeFloor(
      db,
      { organizationId, branchId, now: now(), ...(resolutions ? { resolutions } : {}) },
      step,
    );
    if (!saved.ok) return errorResponse(c, saved.error);
    return c.json({ results: saved.value } satisfies TableSettingsResponse, status);
  };
  const order =
    (kind: FloorKind, ids: readonly string[]): FloorStep =>
    async (tx, branch) => {
      if (!sameIds(await liveIds(tx, kind, branch.id), ids)) return invalid('ids');
      return plain(() => saveFloorPositions(tx, kind, branch.id, ids));
    };

  registerOperation(routes, getTableSettings, async (c, { params }, { staff: owner }) => {
    const branch = await findFloorBranch(db, owner.organizationId, params.branch);
    if (!branch) return errorResponse(c, { code: 'branch_not_found' });
    const floor = await loadFloor(db, branch.id);
    return c.json({ results: { floor, moved: [], cancelled: [] } } satisfies TableSettingsResponse);
  });

  registerOperation(routes, createArea, (c, { params, body }, { staff }) =>
    run(c, staff, params.branch, areaStep(null, body.name), { status: 201 }),
  );
  registerOperation(routes, updateArea, (c, { params, body }, { staff }) =>
    run(c, staff, params.branch, areaStep(params.area, body.name)),
  );
  registerOperation(routes, orderAreas, (c, { params, body }, { staff }) =>
    run(c, staff, params.branch, order('restaurant_areas', body.ids)),
  );
  registerOperation(routes, removeArea, (c, { params }, { staff }) =>
    run(c, staff, params.branch, areaRemovalStep(params.area)),
  );

  registerOperation(routes, createTable, (c, { params, body }, { staff }) =>
    run(c, staff, params.branch, tableStep(null, body), { status: 201 }),
  );
  registerOperation(routes, updateTable, (c, { params, body }, { staff }) =>
    run(c, staff, params.branch, tableStep(params.table, body), resolved(body.on_reservations)),
  );
  registerOperation(routes, orderTables, (c, { params, body }, { staff }) =>
    run(c, staff, params.branch, order('restaurant_tables', body.ids)),
  );
  registerOperation(routes, retireTable, (c, { params, body }, { staff }) =>
    run(
      c,
      staff,
      params.branch,
      async (tx, branch) => {
        const table = await lockTable(tx, branch.id, params.table);
        if (!table) return refuse({ code: 'table_not_found' });
        return {
          ok: true,
          value: {
            change: { kind: 'retire_table', tableId: table.id },
            write: () => retireTableRow(tx, table.id, now()),
          },
        };
      },
      resolved(body.on_reservations),
    ),
  );

  registerOperation(routes, createCombination, (c, { params, body }, { staff }) =>
    run(c, staff, params.branch, combinationStep(null, body), { status: 201 }),
  );
  registerOperation(routes, updateCombination, (c, { params, body }, { staff }) =>
    run(c, staff, params.branch, combinationStep(params.combination, body), resolved(body.on_reservations)),
  );
  registerOperation(routes, orderCombinations, (c, { params, body }, { staff }) =>
    run(c, staff, params.branch, order('table_combinations', body.ids)),
  );
  registerOperation(routes, removeCombination, (c, { params, body }, { staff }) =>
    run(
      c,
      staff,
      params.branch,
      async (tx, branch) => {
        const combination = await lockCombination(tx, branch.id, params.combination);
        if (!combination) return refuse({ code: 'combination_not_found' });
        return {
          ok: true,
          value: {
            change: { kind: 'remove_combination', combinationId: combination.id },
            write: () => removeCombinationRow(tx, combination.id, now()),
          },
        };
      },
      resolved(body.on_reservations),
    ),
  );

  return app;
}

const resolved = (resolutions: readonly Resolution[] | undefined) => (resolutions ? { resolutions } : {});

function areaStep(id: string | null, name: string): FloorStep {
  return async (tx, branch) => {
    if (id && !(await liveIds(tx, 'restaurant_areas', branch.id)).includes(id)) {
      return refuse({ code: 'area_not_found' });
    }
    return plain(() => saveArea(tx, { organizationId: branch.organizationId, branchId: branch.id }, id, name));
  };
}

/** An area goes only once no table in service is in it: the owner moves or retires them first. */
function areaRemovalStep(id: string): FloorStep {
  return async (tx, branch) => {
    if (!(await liveIds(tx, 'restaurant_areas', branch.id)).includes(id)) return refuse({ code: 'area_not_found' });
    if ((await countLiveTablesIn(tx, branch.id, id)) > 0) return refuse({ code: 'area_not_empty' });
    return plain(() => deleteArea(tx, branch.id, id));
  };
}

function tableStep(id: string | null, body: TableRequest): FloorStep {
  return async (tx, branch) => {
    const table = id ? await lockTable(tx, branch.id, id) : null;
    if (id && !table) return refuse({ code: 'table_not_found' });
    if (body.area_id && !(await liveIds(tx, 'restaurant_areas', branch.id)).includes(body.area_id)) {
      return invalid('area_id');
    }
    const at = { organizationId: branch.organizationId, branchId: branch.id };
    const write = async () => void (await saveTable(tx, at, id, body));
    if (!table) return { ok: true, value: { change: null, write } };
    return {
      ok: true,
      value: { change: { kind: 'resize_table', tableId: table.id, maxSeats: body.max_seats }, write },
    };
  };
}

function combinationStep(id: string | null, body: CombinationRequest): FloorStep {
  return async (tx, branch) => {
    const combination = id ? await lockCombination(tx, branch.id, id) : null;
    if (id && !combination) return refuse({ code: 'combination_not_found' });
    const tables = await liveIds(tx, 'restaurant_tables', branch.id);
    if (!body.table_ids.every((t) => tables.includes(t))) return invalid('table_ids');
    const at = { organizationId: branch.organizationId, branchId: branch.id };
    const write = async () => void (await saveCombination(tx, at, id, body));
    if (!combination) return { ok: true, value: { change: null, write } };
    const change = {
      kind: 'change_combination',
      combinationId: combination.id,
      tableIds: body.table_ids,
      maxSeats: body.max_seats,
    } as const;
    return { ok: true, value: { change, write } };
  };
}
