import {
  cancelStaffReservation,
  changeStaffReservationState,
  getStaffReservation,
  moveStaffReservation,
  updateStaffReservation,
} from '@booking/shared/contract/operations/staff-reservations';
import type { StaffReservationResponse } from '@booking/shared/contract/staff-reservations';
import { type Context, Hono } from 'hono';
import { staffChangeReservation } from '../commands/staff-change-reservation';
import { cancelForGuest, changeReservationState } from '../commands/staff-reservation-state';
import type { Db } from '../db/db';
import { findStaffReservation, type StaffReservationRecord } from '../db/staff-reservation-repo';
import type { StaffPrincipal } from '../db/staff-session-repo';
import type { DomainError, Result } from '../domain/result';
import { errorResponse } from '../http/error-response';
import { presentStaffReservation } from '../http/present-staff-reservation';
import { registerOperation } from '../http/register-operation';

type Change = (key: {
  organizationId: string;
  id: string;
  now: Date;
}) => Promise<Result<StaffReservationRecord, DomainError>>;

/**
 * The host stand's changes to one reservation of the organization: read, change, move to
 * another table, the next state, cancel. Another organization's reservation is not found
 * (404), never forbidden, so its ids are not confirmed.
 */
export function staffReservationChangeRoutes({ db, now }: { db: Db; now: () => Date }) {
  const answer = async (c: Context, { organizationId }: StaffPrincipal, id: string, change: Change) => {
    const changed = await change({ organizationId, id, now: now() });
    if (!changed.ok) return errorResponse(c, changed.error);
    return c.json({
      results: { reservation: presentStaffReservation(changed.value) },
    } satisfies StaffReservationResponse);
  };
  const app = new Hono();
  const routes = { app, db, now };
  registerOperation(routes, getStaffReservation, (c, { params }, { staff }) =>
    answer(c, staff, params.reservation, async ({ organizationId, id }) => {
      const found = await findStaffReservation(db, organizationId, id);
      return found ? { ok: true, value: found } : { ok: false, error: { code: 'reservation_not_found' } };
    }),
  );
  registerOperation(routes, updateStaffReservation, (c, { params, body }, { staff }) =>
    answer(c, staff, params.reservation, (key) => staffChangeReservation(db, { ...key, request: body })),
  );
  registerOperation(routes, moveStaffReservation, (c, { params, body }, { staff }) =>
    answer(c, staff, params.reservation, (key) =>
      staffChangeReservation(db, { ...key, request: { table_id: body.table_id } }),
    ),
  );
  registerOperation(routes, changeStaffReservationState, (c, { params, body }, { staff }) =>
    answer(c, staff, params.reservation, (key) => changeReservationState(db, key, body.state)),
  );
  registerOperation(routes, cancelStaffReservation, (c, { params, body }, { staff }) =>
    answer(c, staff, params.reservation, (key) => cancelForGuest(db, key, body)),
  );
  return app;
}
