import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import type { OperationArgs } from '@booking/shared/contract/operation';
import {
  createSettingsEmployee,
  deleteEmployeeException,
  removeSettingsEmployee,
  setEmployeeException,
  setEmployeeRota,
  updateSettingsEmployee,
} from '@booking/shared/contract/operations/employee-settings';

type BodyOf<O extends Parameters<typeof call>[0]> = OperationArgs<O>['body'];

/** Adds an employee (`id` null) or sends a stored one's whole record again. */
export function saveEmployee(api: ApiAccess, id: string | null, body: BodyOf<typeof createSettingsEmployee>) {
  return id
    ? call(updateSettingsEmployee, { params: { employee: id }, body }, api)
    : call(createSettingsEmployee, { body }, api);
}

/** Removes an employee; the answer on their booked appointments goes with it once asked. */
export function removeEmployee(api: ApiAccess, employee: string, body: BodyOf<typeof removeSettingsEmployee>) {
  return call(removeSettingsEmployee, { params: { employee }, body }, api);
}

/** An employee's week at a branch from a date on. */
export function setRota(api: ApiAccess, employee: string, body: BodyOf<typeof setEmployeeRota>) {
  return call(setEmployeeRota, { params: { employee }, body }, api);
}

/** An employee's hours on one day, other than their week's. */
export function setException(api: ApiAccess, employee: string, day: string, body: BodyOf<typeof setEmployeeException>) {
  return call(setEmployeeException, { params: { employee, day }, body }, api);
}

export function deleteException(api: ApiAccess, employee: string, day: string) {
  return call(deleteEmployeeException, { params: { employee, day } }, api);
}
