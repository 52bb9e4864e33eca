import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SANDBOX_SECRET_FILE = 'sandbox-webhook-secret';

/**
 * The sandbox's signing secret when none is configured: made at random on the first start
 * with a data folder and kept in it (owner-only, 0600), so checkout links and webhooks stay
 * valid across restarts and nobody can sign `checkout.succeeded` with a value read from the
 * source. Production refuses to start without a configured one (`readEnv`).
 */
export function loadOrCreateSandboxSecret(dataDir: string): string {
  return loadOrCreateSecret(dataDir, SANDBOX_SECRET_FILE, () => randomBytes(32).toString('base64url'));
}

/** A secret kept in a file of the data folder, made by `make` on the first start (see above). */
export function loadOrCreateSecret(dataDir: string, fileName: string, make: () => string): string {
  const file = join(dataDir, fileName);
  const kept = readSecret(file);
  if (kept) return kept;
  mkdirSync(dataDir, { recursive: true });
  const secret = make();
  try {
    // `wx`: two processes starting at once on one folder keep the first one's secret.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    const other = (error as NodeJS.ErrnoException).code === 'EEXIST' ? readSecret(file) : null;
    if (other) return other;
    throw error;
  }
}

function readSecret(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
