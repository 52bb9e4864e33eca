import { Hono } from 'hono';

/** Liveness for scripts that wait for the API; it does not touch the database. */
export function healthRoutes() {
  return new Hono().get('/', (c) => c.json({ ok: true }));
}
