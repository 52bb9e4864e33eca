import * as z from 'zod/mini';
import { idSchema } from './tokens';

export const employeeSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  /** Services of this branch the employee performs. */
  service_ids: z.array(idSchema),
});
export type Employee = z.infer<typeof employeeSchema>;

/** GET /v0/organizations/:organization/branches/:branch/employees: who works at the branch. */
export const employeeListResponseSchema = z.object({ results: z.object({ employees: z.array(employeeSchema) }) });
export type EmployeeListResponse = z.infer<typeof employeeListResponseSchema>;

/** An employee as an appointment or hold names them. */
export const employeeRefSchema = z.object({ id: idSchema, first_name: z.string(), last_name: z.string() });
export type EmployeeRef = z.infer<typeof employeeRefSchema>;
