import { getHealth, getReadiness } from '@booking/shared/contract/operations/meta';
import { Hono } from 'hono';
import type { Db } from '../db/db';
import { registerOperation } from '../http/register-operation';

/**
 * Liveness (`/v0/health`: the process answers; it does not touch the database, so scripts
 * that wait for the API and orchestrators that restart it are not fooled by an outage) and
 * readiness (`/v0/health/ready`: the database answers; while it does not, the guarded
 * database throws and the app answers 503 `unavailable`, so a balancer sends requests
 * elsewhere).
 */
export function healthRoutes(db: Db) {
  const app = new Hono();
  registerOperation(app, getHealth, (c) => c.json({ ok: true as const }));
  registerOperation(app, getReadiness, async (c) => {
    await db.query('SELECT 1');
    return c.json({ ok: true as const });
  });
  return app;
}
