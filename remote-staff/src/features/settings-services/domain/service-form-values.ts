import type { ServiceRequest, ServiceSetting } from '@booking/shared/contract/service-settings';
import { DURATION_STEP_MINUTES, MAX_BUFFER_MINUTES } from '@booking/shared/contract/service-settings';
import * as z from 'zod/mini';

/** Durations offered in the select: every 5 minutes up to 4 hours (longer ones are rare in a salon). */
export const DURATION_CHOICES = Array.from({ length: 48 }, (_, i) => (i + 1) * DURATION_STEP_MINUTES);
export const BUFFER_CHOICES = Array.from({ length: MAX_BUFFER_MINUTES / 5 + 1 }, (_, i) => i * DURATION_STEP_MINUTES);

/** Checkbox groups keep one boolean per id; the key's prefix keeps react-hook-form from reading an id as an index. */
const key = (id: string) => `id_${id}`;
const picked = (choices: Record<string, boolean>) =>
  Object.entries(choices)
    .filter(([, on]) => on)
    .map(([name]) => name.slice(3));

export const serviceFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  category_id: z.string().check(z.minLength(1)),
  description: z.string().check(z.maxLength(1000)),
  duration_minutes: z.string().check(z.minLength(1)),
  /** Minor units from the kit's money field: null when empty, NaN when the text is no amount. */
  price_minor: z.nullable(z.number().check(z.int(), z.nonnegative())).check(z.refine((v) => v !== null)),
  buffer_after_minutes: z.string(),
  online_bookable: z.boolean(),
  branches: z.record(z.string(), z.boolean()),
  employees: z.record(z.string(), z.boolean()),
});
export type ServiceFormValues = z.input<typeof serviceFormSchema>;

/** The form's fields for a stored service, or for a new one in `categoryId` offered at every branch. */
export function serviceFormValuesOf(
  service: ServiceSetting | null,
  choices: { categoryId: string; branchIds: readonly string[]; employeeIds: readonly string[] },
): ServiceFormValues {
  const on = (ids: readonly string[], chosen: readonly string[]) =>
    Object.fromEntries(ids.map((id) => [key(id), chosen.includes(id)]));
  return {
    name: service?.name ?? '',
    category_id: service?.category_id ?? choices.categoryId,
    description: service?.description ?? '',
    duration_minutes: String(service?.duration_minutes ?? 30),
    price_minor: service?.price_minor ?? null,
    buffer_after_minutes: String(service?.buffer_after_minutes ?? 0),
    online_bookable: service?.online_bookable ?? true,
    branches: on(choices.branchIds, service?.branch_ids ?? choices.branchIds),
    employees: on(choices.employeeIds, service?.employee_ids ?? []),
  };
}

export function serviceRequestOf(values: z.output<typeof serviceFormSchema>): ServiceRequest {
  return {
    name: values.name,
    category_id: values.category_id,
    description: values.description.trim() || null,
    duration_minutes: Number(values.duration_minutes),
    price_minor: values.price_minor ?? 0,
    buffer_after_minutes: Number(values.buffer_after_minutes),
    online_bookable: values.online_bookable,
    branch_ids: picked(values.branches),
    employee_ids: picked(values.employees),
  };
}

/** The form's field for a field the API names (its keys are the request's, but for the id lists). */
export function serviceFormFieldOf(apiField: string): keyof ServiceFormValues | null {
  if (apiField === 'branch_ids') return 'branches';
  if (apiField === 'employee_ids') return 'employees';
  const own = [
    'name',
    'category_id',
    'description',
    'duration_minutes',
    'price_minor',
    'buffer_after_minutes',
    'online_bookable',
  ];
  return own.includes(apiField) ? (apiField as keyof ServiceFormValues) : null;
}

export const choiceKey = key;
