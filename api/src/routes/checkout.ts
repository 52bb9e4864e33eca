import type { CheckoutResponse } from '@booking/shared/contract/checkout';
import { getCheckout, payCheckout as payCheckoutOperation } from '@booking/shared/contract/operations/checkout';
import { Hono } from 'hono';
import { payCheckout, readCheckout } from '../commands/checkout';
import type { Db } from '../db/db';
import { errorResponse } from '../http/error-response';
import { registerOperation } from '../http/register-operation';

/**
 * Checkout on site of one appointment of the staff member's organization:
 * /v0/staff/appointments/{appointment}/checkout. Another organization's is not found (404).
 */
export function checkoutRoutes({ db, now }: { db: Db; now: () => Date }) {
  const app = new Hono();
  const routes = { app, db, now };
  registerOperation(routes, getCheckout, async (c, { params }, { staff }) => {
    const at = now();
    const checkout = await readCheckout(db, staff.organizationId, params.appointment, at);
    if (!checkout.ok) return errorResponse(c, checkout.error);
    return c.json({ results: { checkout: checkout.value } } satisfies CheckoutResponse);
  });
  registerOperation(routes, payCheckoutOperation, async (c, { params, headers, body }, { staff }) => {
    const at = now();
    const answer = await payCheckout(db, {
      organizationId: staff.organizationId,
      staffUserId: staff.userId,
      appointmentId: params.appointment,
      idempotencyKey: headers['idempotency-key'],
      request: body,
      now: at,
    });
    switch (answer.kind) {
      case 'in_use':
        return errorResponse(c, { code: 'idempotency_key_in_use' });
      case 'reused':
        return errorResponse(c, { code: 'idempotency_key_reused' });
      case 'replay':
        return new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'content-type': 'application/json', 'Idempotent-Replayed': 'true', 'Cache-Control': 'no-store' },
        });
      case 'answer':
        return c.json(answer.body, answer.status as 201);
    }
  });
  return app;
}
