import { multiLineText, oneLineText } from '@booking/shared/contract/safe-text';
import type { StaffCreateAppointmentRequest } from '@booking/shared/contract/staff-appointments';
import { instantOf } from '@booking/shared/time/instant-of';
import { isLocalDate } from '@booking/shared/time/local-date';
import * as z from 'zod/mini';
import { isWallTime, wallOf, zonedFromWall } from '../../../common/wall-time/wall-time';

/**
 * The create form's values as the inputs hold them (strings; the checked services as ids),
 * checked with the kit's field codes. The API's own schema checks the request again.
 */
export const createFormSchema = z.object({
  services: z.array(z.string()).check(z.minLength(1), z.maxLength(20)),
  employee: z.string().check(z.minLength(1)),
  date: z.string().check(z.refine(isLocalDate)),
  time: z.string().check(z.refine(isWallTime)),
  /** A customer from the file (the search's choice), or '' for a walk-in or nobody. */
  customerId: z.string(),
  walkInName: z.string().check(z.trim(), z.maxLength(200), oneLineText()),
  notes: z.string().check(z.maxLength(2000), multiLineText()),
});
export type CreateFormValues = z.input<typeof createFormSchema>;

/**
 * The request for the form's values: the start in the branch zone, the services in the
 * order the branch lists them (the order they are performed), the chosen customer (then
 * no walk-in name: the record names them), and an empty walk-in name or note left out (a
 * walk-in without a name is "nobody").
 */
export function toCreateRequest(
  values: z.output<typeof createFormSchema>,
  zone: string,
  serviceOrder: readonly string[],
): StaffCreateAppointmentRequest {
  const rank = (id: string) => {
    const at = serviceOrder.indexOf(id);
    return at === -1 ? serviceOrder.length : at;
  };
  const name = values.walkInName.trim();
  const notes = values.notes.trim();
  return {
    services: [...new Set(values.services)].sort((a, b) => rank(a) - rank(b)),
    employee_id: values.employee,
    start: zonedFromWall({ date: values.date, time: values.time }, zone),
    ...(values.customerId ? { customer_id: values.customerId } : name ? { walk_in_name: name } : {}),
    ...(notes ? { notes } : {}),
  };
}

/**
 * What the grid's link prefills (`?employee=<id>&start=<ISO>`): an unknown employee or an
 * unreadable start is left for staff to choose; without a start, the day of the view.
 */
export function prefillFrom(
  query: URLSearchParams,
  viewDate: string,
  zone: string,
  employeeIds: readonly string[],
): CreateFormValues {
  const employee = query.get('employee') ?? '';
  const start = query.get('start') ?? '';
  const wall = startIsReadable(start) ? wallOf(start, zone) : { date: isLocalDate(viewDate) ? viewDate : '', time: '' };
  return {
    services: [],
    employee: employeeIds.includes(employee) ? employee : '',
    date: wall.date,
    time: wall.time,
    customerId: '',
    walkInName: '',
    notes: '',
  };
}

function startIsReadable(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(instantOf(value));
}

/** Where the API's field names land in the form. */
export const CREATE_FIELD_OF: Record<string, keyof CreateFormValues> = {
  services: 'services',
  employee_id: 'employee',
  start: 'time',
  walk_in_name: 'walkInName',
  customer_id: 'customerId',
  notes: 'notes',
};
