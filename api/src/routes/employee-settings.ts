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
import type { PaymentProvider } from '../payments/payment-provider';

/** `apiBase`: where this API is reached, for the addresses of photos. */
export type EmployeeSettingsDeps = { db: Db; now: () => Date; provider: PaymentProvider; apiBase: string };

/** The team's employees and hours in the owner's settings: owners only, their own organization only. */
export function employeeSettingsRoutes({ db, now, provider, apiBase }: EmployeeSettingsDeps) {
  const app = new Hono();
  const deps = { db, provider };
  const routes = { app, db, now };
  const answer = (c: Context, saved: Result<SettingsEmployee | null, DomainError>, status: 200 | 201 = 200) => {
    if (!saved.ok) return errorResponse(c, saved.error);
    if (!saved.value) return c.body(null, 204);
    const employee = withPhotoAddresses(saved.value, apiBase);
    return c.json({ results: { employee } } satisfies SettingsEmployeeResponse, status);
  };
  registerOperation(routes, listSettingsEmployees, async (c, _input, { staff: owner }) => {
    const at = now();
    const from = dateOfDay(localDayOf('UTC', at.getTime()) - 1);
    const employees = (await listEmployees(db, owner.organizationId, from)).map((employee) =>
      withPhotoAddresses(employee, apiBase),
    );
    const choices = await listTeamChoices(db, owner.organizationId);
    return c.json({ results: { employees, ...choices } } satisfies SettingsEmployeesResponse);
  });
  registerOperation(routes, createSettingsEmployee, async (c, { body }, { staff: owner }) =>
    answer(c, await saveEmployee(db, owner, null, body, now()), 201),
  );
  registerOperation(routes, updateSettingsEmployee, async (c, { params, body }, { staff: owner }) =>
    answer(c, await saveEmployee(db, owner, params.employee, body, now())),
  );
  registerOperation(routes, removeSettingsEmployee, async (c, { params, body }, { staff: owner }) =>
    answer(c, await removeEmployee(deps, owner, params.employee, body, now())),
  );
  registerOperation(routes, setEmployeeRota, async (c, { params, body }, { staff: owner }) =>
    answer(c, await setRota(deps, owner, params.employee, body, now())),
  );
  registerOperation(routes, setEmployeeException, async (c, { params, body }, { staff: owner }) =>
    answer(c, await setException(deps, owner, params.employee, params.day, body, now())),
  );
  registerOperation(routes, deleteEmployeeException, async (c, { params }, { staff: owner }) =>
    answer(c, await removeException(deps, owner, params.employee, params.day, now())),
  );
  return app;
}
