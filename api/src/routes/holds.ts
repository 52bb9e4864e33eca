import type { HoldResponse } from '@booking/shared/contract/holds';
import { placeHold, releaseHold } from '@booking/shared/contract/operations/booking';
import { formatZoned } from '@booking/shared/time/format-zoned';
import { Hono } from 'hono';
import { hashSessionToken } from '../auth/session-token';
import { placeHold as placeHoldCommand } from '../commands/place-hold';
import { deleteHold } from '../db/hold-repo';
import { customerFacingName } from '../domain/staff/customer-facing-name';
import { errorResponse } from '../http/error-response';
import { privateResponse } from '../http/private-response';
import { rateLimited } from '../http/rate-limited';
import { registerOperation } from '../http/register-operation';
import type { BookingDeps } from './booking-deps';

/** Holds: POST under a branch (replacing the visitor's own), DELETE by token (the customer left the time step). */
export function holdRoutes({ db, now, limiter, clientKey, merchants }: BookingDeps) {
  const app = new Hono();
  registerOperation(
    app,
    placeHold,
    async (c, input) => {
      const { organization, branch: branchSlug } = input.params;
      const at = now();
      const bookable = await merchants.bookable(organization, branchSlug);
      if (!bookable.ok) return errorResponse(c, bookable.error);
      const limit = limiter.take('holds', clientKey(c), at);
      if (!limit.allowed) return rateLimited(c, limit.retryAfterMs);
      const { merchant, branch } = bookable.value;
      const placed = await placeHoldCommand(db, {
        merchant,
        branch,
        request: input.body,
        maxLiveHolds: limiter.limits.maxLiveHoldsPerBranch,
        now: at,
      });
      if (!placed.ok) return errorResponse(c, placed.error);
      const { token, expiresAt, start, end, employee, serviceIds } = placed.value;
      const zone = branch.timezone;
      const hold = {
        token,
        expires_at: expiresAt && formatZoned(expiresAt.getTime(), zone),
        start: formatZoned(start.getTime(), zone),
        end: formatZoned(end.getTime(), zone),
        employee: { id: employee.id, ...customerFacingName(employee) },
        service_ids: serviceIds,
      };
      // 200, not 201: nothing was created, the visitor books without a hold (the branch's cap).
      return c.json({ results: { hold } } satisfies HoldResponse, token ? 201 : 200);
    },
    privateResponse,
  );
  registerOperation(
    app,
    releaseHold,
    async (c, input) => {
      const { organization, token } = input.params;
      const merchant = await merchants.publicMerchant(organization);
      if (!merchant.ok) return errorResponse(c, merchant.error);
      if (!(await deleteHold(db, merchant.value.id, hashSessionToken(token)))) {
        return errorResponse(c, { code: 'hold_not_found' });
      }
      return c.body(null, 204);
    },
    privateResponse,
  );
  return app;
}
