import type {
  SettingsEmployee,
  SettingsEmployeeResponse,
  SettingsEmployeesResponse,
} from '@booking/shared/contract/employee-settings';
import {
  createSettingsEmployee,
  deleteEmployeeException,
  listSettingsEmployees,
  removeSettingsEmployee,
  setEmployeeException,
  setEmployeeRota,
  updateSettingsEmployee,
} from '@booking/shared/contract/operations/employee-settings';
import { dateOfDay } from '@booking/shared/time/local-date';
import { localDayOf } from '@booking/shared/time/zoned-instant';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { removeEmployee, removeException, saveEmployee, setException, setRota } from '../commands/employee-settings';
import type { Db } from '../db/db';
import {
  listSettingsEmployees as listEmployees,
  listTeamChoices,
  withPhotoAddresses,
} from '../db/employee-settings-repo';
import type { DomainError, Result } from '../domain/result';
import { errorResponse } from '../http/error-response';
import { registerOperation } from '../http/register-operation';
import { requireOwner } from '../http/require-owner';
import type { PaymentProvider } from '../payments/payment-provider';

/** `apiBase`: where this API is reached, for the addresses of photos. */
export type EmployeeSettingsDeps = { db: Db; now: () => Date; provider: PaymentProvider; apiBase: string };

/** The team's employees and hours in the owner's settings: owners only, their own organization only. */
export function employeeSettingsRoutes({ db, now, provider, apiBase }: EmployeeSettingsDeps) {
  const app = new Hono();
  const deps = { db, provider };
  const answer = (c: Context, saved: Result<SettingsEmployee | null, DomainError>, status: 200 | 201 = 200) => {
    if (!saved.ok) return errorResponse(c, saved.error);
    if (!saved.value) return c.body(null, 204);
    const employee = withPhotoAddresses(saved.value, apiBase);
    return c.json({ results: { employee } } satisfies SettingsEmployeeResponse, status);
  };
  registerOperation(app, listSettingsEmployees, async (c) => {
    const at = now();
    const owner = await requireOwner(db, c, at);
    if (!owner.ok) return errorResponse(c, owner.error);
    const from = dateOfDay(localDayOf('UTC', at.getTime()) - 1);
    const employees = (await listEmployees(db, owner.value.organizationId, from)).map((employee) =>
      withPhotoAddresses(employee, apiBase),
    );
    const choices = await listTeamChoices(db, owner.value.organizationId);
    return c.json({ results: { employees, ...choices } } satisfies SettingsEmployeesResponse);
  });
  registerOperation(app, createSettingsEmployee, async (c, { body }) => {
    const owner = await requireOwner(db, c, now());
    if (!owner.ok) return errorResponse(c, owner.error);
    return answer(c, await saveEmployee(db, owner.value, null, body, now()), 201);
  });
  registerOperation(app, updateSettingsEmployee, async (c, { params, body }) => {
    const owner = await requireOwner(db, c, now());
    if (!owner.ok) return errorResponse(c, owner.error);
    return answer(c, await saveEmployee(db, owner.value, params.employee, body, now()));
  });
  registerOperation(app, removeSettingsEmployee, async (c, { params, body }) => {
    const owner = await requireOwner(db, c, now());
    if (!owner.ok) return errorResponse(c, owner.error);
    return answer(c, await removeEmployee(deps, owner.value, params.employee, body, now()));
  });
  registerOperation(app, setEmployeeRota, async (c, { params, body }) => {
    const owner = await requireOwner(db, c, now());
    if (!owner.ok) return errorResponse(c, owner.error);
    return answer(c, await setRota(deps, owner.value, params.employee, body, now()));
  });
  registerOperation(app, setEmployeeException, async (c, { params, body }) => {
    const owner = await requireOwner(db, c, now());
    if (!owner.ok) return errorResponse(c, owner.error);
    return answer(c, await setException(deps, owner.value, params.employee, params.day, body, now()));
  });
  registerOperation(app, deleteEmployeeException, async (c, { params }) => {
    const owner = await requireOwner(db, c, now());
    if (!owner.ok) return errorResponse(c, owner.error);
    return answer(c, await removeException(deps, owner.value, params.employee, params.day, now()));
  });
  return app;
}
