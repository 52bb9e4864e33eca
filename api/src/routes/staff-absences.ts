import {
  type StaffAbsenceResponse,
  staffAbsenceRequestSchema,
  staffAbsenceUpdateSchema,
} from '@booking/shared/contract/staff-absences';
import { staffAbsenceParamsSchema, staffBranchParamsSchema } from '@booking/shared/contract/staff-calendar';
import { Hono } from 'hono';
import { createAbsence, deleteAbsence, updateAbsence } from '../commands/staff-absences';
import type { Db } from '../db/db';
import { errorResponse } from '../http/error-response';
import { presentAbsence } from '../http/present-staff-appointment';
import { validate } from '../http/validate';
import { staffBranch } from './staff-calendar';

/**
 * Absences of employees, under the branch whose calendar shows them (its zone names the
 * times): /v0/staff/branches/{branch}/absences. They leave online availability at once:
 * the slot search reads the absences table on every request.
 */
export function staffAbsenceRoutes({ db, now }: { db: Db; now: () => Date }) {
  return new Hono()
    .post(
      '/:branch/absences',
      validate('param', staffBranchParamsSchema),
      validate('json', staffAbsenceRequestSchema),
      async (c) => {
        const at = now();
        const found = await staffBranch(db, c, at, c.req.valid('param').branch);
        if (!found.ok) return errorResponse(c, found.error);
        const created = await createAbsence(db, found.value.staff.organizationId, c.req.valid('json'), at);
        if (!created.ok) return errorResponse(c, created.error);
        const body: StaffAbsenceResponse = {
          results: { absence: presentAbsence(created.value, found.value.branch.timezone) },
        };
        return c.json(body, 201);
      },
    )
    .put(
      '/:branch/absences/:absence',
      validate('param', staffAbsenceParamsSchema),
      validate('json', staffAbsenceUpdateSchema),
      async (c) => {
        const at = now();
        const { branch, absence } = c.req.valid('param');
        const found = await staffBranch(db, c, at, branch);
        if (!found.ok) return errorResponse(c, found.error);
        const updated = await updateAbsence(db, found.value.staff.organizationId, absence, c.req.valid('json'), at);
        if (!updated.ok) return errorResponse(c, updated.error);
        const body: StaffAbsenceResponse = {
          results: { absence: presentAbsence(updated.value, found.value.branch.timezone) },
        };
        return c.json(body);
      },
    )
    .delete('/:branch/absences/:absence', validate('param', staffAbsenceParamsSchema), async (c) => {
      const at = now();
      const { branch, absence } = c.req.valid('param');
      const found = await staffBranch(db, c, at, branch);
      if (!found.ok) return errorResponse(c, found.error);
      if (!(await deleteAbsence(db, found.value.staff.organizationId, absence))) {
        return errorResponse(c, { code: 'absence_not_found' });
      }
      return c.body(null, 204);
    });
}
