import * as z from 'zod/mini';
import { safeUrlSchema } from './safe-values';
import { idSchema } from './tokens';

/**
 * An employee's photo at 1, 2 and 3 device pixels per CSS pixel (a 96 px square at 1x). The
 * addresses are the merchant's: one that is not http(s) is dropped, and a photo that is not
 * this shape is no photo, so the choice still shows initials.
 */
export const employeePhotoSchema = z.catch(
  z.nullable(z.object({ '1x': safeUrlSchema, '2x': safeUrlSchema, '3x': safeUrlSchema })),
  null,
);
export type EmployeePhoto = z.infer<typeof employeePhotoSchema>;

export const employeeSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  /** Absent from an API that predates photos; null when the owner has set none. */
  photo: z.optional(employeePhotoSchema),
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
