import {
  type EmployeeRequest,
  employeeRequestSchema,
  type SettingsEmployee,
} from '@booking/shared/contract/employee-settings';
import type * as z from 'zod/mini';

/** The employee form is the contract's request: the same checks as the API's. */
export const employeeFormSchema = employeeRequestSchema;
export type EmployeeFormValues = z.input<typeof employeeFormSchema>;

export function employeeFormValuesOf(employee: SettingsEmployee | null): EmployeeFormValues {
  return {
    first_name: employee?.first_name ?? '',
    last_name: employee?.last_name ?? '',
    display_name: employee?.display_name ?? '',
    selectable: employee?.selectable ?? true,
    photo_image: employee?.photo?.id ?? null,
    service_ids: employee?.service_ids ?? [],
  };
}

/** An empty shown name means "first and last name". */
export function employeeRequestOf(values: z.output<typeof employeeFormSchema>): EmployeeRequest {
  return { ...values, display_name: values.display_name?.trim() ? values.display_name.trim() : null };
}
