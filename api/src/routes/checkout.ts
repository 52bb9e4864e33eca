import type { CheckoutResponse } from '@booking/shared/contract/checkout';
import { getCheckout, payCheckout as payCheckoutOperation } from '@booking/shared/contract/operations/checkout';
import { Hono } from 'hono';
import { payCheckout, readCheckout } from '../commands/checkout';
import type { Db } from '../db/db';
import { errorResponse } from '../http/error-response';
import { registerOperation } from '../http/register-operation';
import { requireStaff } from '../http/require-staff';

/**
 * Checkout on site of one appointment of the staff member's organization:
 * /v0/staff/appointments/{appointment}/checkout. Another organization's is not found (404).
 */
export function checkoutRoutes({ db, now }: { db: Db; now: () => Date }) {
  const app = new Hono();
  registerOperation(app, getCheckout, async (c, { params }) => {
    const at = now();
    const staff = await requireStaff(db, c, at);
    if (!staff.ok) return errorResponse(c, staff.error);
    const checkout = await readCheckout(db, staff.value.organizationId, params.appointment, at);
    if (!checkout.ok) return errorResponse(c, checkout.error);
    return c.json({ results: { checkout: checkout.value } } satisfies CheckoutResponse);
  });
  registerOperation(app, payCheckoutOperation, async (c, { params, headers, body }) => {
    const at = now();
    const staff = await requireStaff(db, c, at);
    if (!staff.ok) return errorResponse(c, staff.error);
    const answer = await payCheckout(db, {
      organizationId: staff.value.organizationId,
      staffUserId: staff.value.userId,
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
