import type {
  EmployeeRemoval,
  EmployeeRequest,
  ExceptionRequest,
  RotaRequest,
  SettingsEmployee,
} from '@booking/shared/contract/employee-settings';
import { dateOfDay } from '@booking/shared/time/local-date';
import { todayIn } from '@booking/shared/time/today-in';
import { localDayOf } from '@booking/shared/time/zoned-instant';
import type { Db } from '../db/db';
import { deleteException, replaceException, replaceRota } from '../db/employee-rota-repo';
import { setServicesOfEmployee } from '../db/employee-service-repo';
import {
  countOwnBranches,
  countOwnServices,
  findSettingsEmployee,
  insertSettingsEmployee,
  isOwnEmployeePhoto,
  markEmployeeRemoved,
  updateSettingsEmployee,
} from '../db/employee-settings-repo';
import { findOrganizationZone } from '../db/organization-repo';
import type { DomainError, Result } from '../domain/result';
import { checkHours, type HoursInput } from '../domain/rota/check-hours';
import { changeHours, type HoursChangeDeps } from './employee-hours';

type Owner = { organizationId: string };
/** Exceptions are listed from yesterday in UTC on, so that no zone's today is left out. */
const listedFrom = (now: Date) => dateOfDay(localDayOf('UTC', now.getTime()) - 1);

/** Adds (`id` null) or changes an employee: names, whether customers may choose them, services. */
export function saveEmployee(
  db: Db,
  owner: Owner,
  id: string | null,
  request: EmployeeRequest,
  now: Date,
): Promise<Result<SettingsEmployee, DomainError>> {
  return db.transaction(async (tx) => {
    if ((await countOwnServices(tx, owner.organizationId, request.service_ids)) < new Set(request.service_ids).size) {
      return { ok: false, error: { code: 'service_not_found' } };
    }
    // Another organization's upload, or a logo, is as unknown as a made-up id.
    if (request.photo_image && !(await isOwnEmployeePhoto(tx, owner.organizationId, request.photo_image))) {
      return { ok: false, error: { code: 'invalid_input', fields: { photo_image: [{ code: 'image_not_found' }] } } };
    }
    let employeeId = id;
    if (employeeId === null) employeeId = await insertSettingsEmployee(tx, owner.organizationId, request);
    else if (!(await findSettingsEmployee(tx, owner.organizationId, employeeId, listedFrom(now), true))) {
      return { ok: false, error: { code: 'employee_not_found' } };
    } else await updateSettingsEmployee(tx, owner.organizationId, employeeId, request);
    await setServicesOfEmployee(tx, owner.organizationId, employeeId, request.service_ids);
    const saved = await findSettingsEmployee(tx, owner.organizationId, employeeId, listedFrom(now));
    if (!saved) throw new Error('The employee vanished inside its own transaction');
    return { ok: true, value: saved };
  });
}

/** Field errors of hours, and 404 for a branch of another organization. */
async function checkInput(
  tx: Db,
  owner: Owner,
  hours: readonly HoursInput[],
  cycleWeeks: number,
): Promise<Result<void, DomainError>> {
  const fields = checkHours(hours, cycleWeeks);
  if (Object.keys(fields).length > 0) return { ok: false, error: { code: 'invalid_input', fields } };
  const branches = new Set(hours.map((h) => h.branch_id));
  if ((await countOwnBranches(tx, owner.organizationId, [...branches])) < branches.size) {
    return { ok: false, error: { code: 'branch_not_found' } };
  }
  return { ok: true, value: undefined };
}

export function setRota(deps: HoursChangeDeps, owner: Owner, employeeId: string, rota: RotaRequest, now: Date) {
  return changeHours(deps, owner, employeeId, rota, now, async (tx) => {
    const valid = await checkInput(tx, owner, rota.hours, rota.cycle_weeks);
    if (!valid.ok) return valid;
    await replaceRota(tx, owner.organizationId, employeeId, rota);
    return valid;
  });
}

export function setException(
  deps: HoursChangeDeps,
  owner: Owner,
  employeeId: string,
  day: string,
  exception: ExceptionRequest,
  now: Date,
) {
  return changeHours(deps, owner, employeeId, exception, now, async (tx) => {
    const valid = await checkInput(tx, owner, exception.hours, 1);
    if (!valid.ok) return valid;
    await replaceException(tx, owner.organizationId, employeeId, day, exception.hours);
    return valid;
  });
}

/** Removing an exception gives the date its rota hours back: it takes nothing away but may. */
export function removeException(deps: HoursChangeDeps, owner: Owner, employeeId: string, day: string, now: Date) {
  return changeHours(deps, owner, employeeId, { appointments: 'keep' }, now, async (tx) => {
    await deleteException(tx, employeeId, day);
    return { ok: true, value: undefined };
  });
}

/**
 * The employee leaves: no longer bookable nor in the team, their hours end today (in the
 * organization's zone). Booked
 * appointments are asked about like any hours taken away; kept ones stay in the calendar
 * (under the employee, shaded as outside hours) until moved.
 */
export function removeEmployee(
  deps: HoursChangeDeps,
  owner: Owner,
  employeeId: string,
  choice: EmployeeRemoval,
  now: Date,
) {
  return changeHours(
    deps,
    owner,
    employeeId,
    choice,
    now,
    async (tx, employee) => {
      // An employee may work at branches in several zones: the organization's own zone says
      // which day is today, so that the hours of a day already begun there are not taken back.
      const zone = await findOrganizationZone(tx, owner.organizationId);
      const today = todayIn(zone, now.getTime());
      const current = employee.rotas.filter((r) => r.effective_from <= today).at(-1);
      await replaceRota(tx, owner.organizationId, employeeId, {
        effective_from: today,
        cycle_weeks: current?.cycle_weeks ?? 1,
        hours: [],
      });
      await markEmployeeRemoved(tx, owner.organizationId, employeeId, now);
      return { ok: true, value: undefined };
    },
    true,
  );
}
