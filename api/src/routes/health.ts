import { getHealth } from '@booking/shared/contract/operations/meta';
import { Hono } from 'hono';
import { registerOperation } from '../http/register-operation';

/** Liveness for scripts that wait for the API; it does not touch the database. */
export function healthRoutes() {
  const app = new Hono();
  registerOperation(app, getHealth, (c) => c.json({ ok: true as const }));
  return app;
}
