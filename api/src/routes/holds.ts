import { type HoldResponse, holdRequestSchema } from '@booking/shared/contract/holds';
import { formatZoned } from '@booking/shared/time/format-zoned';
import { Hono } from 'hono';
import { hashSessionToken } from '../auth/session-token';
import { placeHold } from '../commands/place-hold';
import { deleteHold } from '../db/hold-repo';
import { errorResponse } from '../http/error-response';
import { privateResponse } from '../http/private-response';
import { rateLimited } from '../http/rate-limited';
import { validate } from '../http/validate';
import type { BookingDeps } from './booking-deps';
import { branchParams, manageParams } from './route-params';

/** Holds: POST under a branch, DELETE by token (the customer chose another time). */
export function holdRoutes({ db, now, limiter, clientKey, merchants }: BookingDeps) {
  return new Hono()
    .use('/:organization/holds/*', privateResponse)
    .use('/:organization/branches/:branch/holds', privateResponse)
    .post(
      '/:organization/branches/:branch/holds',
      validate('param', branchParams),
      validate('json', holdRequestSchema),
      async (c) => {
        const { organization, branch: branchSlug } = c.req.valid('param');
        const at = now();
        const bookable = await merchants.bookable(organization, branchSlug);
        if (!bookable.ok) return errorResponse(c, bookable.error);
        const client = clientKey(c);
        const limit = limiter.take('holds', client, at);
        if (!limit.allowed) return rateLimited(c, limit.retryAfterMs);
        const { merchant, branch } = bookable.value;
        const placed = await placeHold(db, {
          merchant,
          branch,
          request: c.req.valid('json'),
          client,
          maxLiveHolds: limiter.limits.maxLiveHoldsPerClient,
          now: at,
        });
        if (!placed.ok) return errorResponse(c, placed.error);
        const { token, expiresAt, start, end, employee, serviceIds } = placed.value;
        const zone = branch.timezone;
        const hold = {
          token,
          expires_at: formatZoned(expiresAt.getTime(), zone),
          start: formatZoned(start.getTime(), zone),
          end: formatZoned(end.getTime(), zone),
          employee: { id: employee.id, first_name: employee.first_name, last_name: employee.last_name },
          service_ids: serviceIds,
        };
        return c.json({ results: { hold } } satisfies HoldResponse, 201);
      },
    )
    .delete('/:organization/holds/:token', validate('param', manageParams), async (c) => {
      const { organization, token } = c.req.valid('param');
      const merchant = await merchants.publicMerchant(organization);
      if (!merchant.ok) return errorResponse(c, merchant.error);
      if (!(await deleteHold(db, merchant.value.id, hashSessionToken(token)))) {
        return errorResponse(c, { code: 'hold_not_found' });
      }
      return c.body(null, 204);
    });
}
