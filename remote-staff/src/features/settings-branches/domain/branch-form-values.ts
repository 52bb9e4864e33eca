import {
  type BranchSettings,
  type BranchSettingsRequest,
  branchSettingsRequestSchema,
} from '@booking/shared/contract/branch-settings';
import * as z from 'zod/mini';

/** The form checks what the API checks; what to do with booked appointments is asked apart. */
export const branchFormSchema = z.omit(branchSettingsRequestSchema, { on_appointments: true, message: true });
export type BranchFormValues = z.input<typeof branchFormSchema>;

/** Monday to Friday 09:00-18:00 with a lunch break, Saturday mornings: a start to edit from. */
export function newBranchValues(country: string, timezone: string): BranchFormValues {
  const weekday = [
    { start: '09:00', end: '13:00' },
    { start: '14:00', end: '18:00' },
  ];
  return {
    ...{ name: '', slug: '', street: '', house_number: '', zip: '', city: '', country, phone: '', timezone },
    opening_hours: [[], weekday, weekday, weekday, weekday, weekday, [{ start: '09:00', end: '13:00' }]],
    closed_days: [],
  };
}

export function branchValues(branch: BranchSettings): BranchFormValues {
  const { name, slug, street, house_number, zip, city, country, phone, timezone } = branch;
  return {
    ...{ name, slug, street, house_number, zip, city, country, phone, timezone },
    opening_hours: branch.opening_hours,
    closed_days: branch.closed_days,
  };
}

export type AppointmentsAnswer = Pick<BranchSettingsRequest, 'on_appointments' | 'message'>;
