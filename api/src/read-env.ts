import { fileURLToPath } from 'node:url';
import type { DbLocation } from './db/open-db';

export type ApiEnv = DbLocation & {
  port: number;
  corsOrigins: string[];
  secureCookies: boolean;
};

const DEFAULT_CORS_ORIGINS = [
  'http://localhost:3000',
  'http://localhost:3001',
  'http://localhost:3002',
  'http://localhost:3003',
];
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/pglite', import.meta.url));

/** Reads the process environment once, at startup; nothing else in the API reads env. */
export function readEnv(env: Record<string, string | undefined>): ApiEnv {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number: ${env.PORT}`);
  const origins = env.CORS_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    port,
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.DATA_DIR || DEFAULT_DATA_DIR,
    corsOrigins: origins?.length ? origins : DEFAULT_CORS_ORIGINS,
    // Behind HTTPS the session cookie must be Secure; on http://localhost it cannot be.
    secureCookies: env.COOKIE_SECURE === 'true',
  };
}
