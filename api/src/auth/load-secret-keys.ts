import { loadOrCreateSecret } from '../payments/sandbox-secret';
import { newSecretKeysText, parseSecretKeys, type SecretKeys } from './secret-keys';

export const SECRET_KEYS_FILE = 'secret-keys';

/**
 * The server keys: `SECRET_KEYS` when set. On PostgreSQL it must be: API processes on one
 * database must verify each other's device cookies and open each other's stored answers.
 * With PGlite (one process owns the folder) a random key is made on the first start and kept
 * in the data folder (0600), beside the data it seals.
 */
export function loadSecretKeys(env: {
  secretKeys: string | null;
  databaseUrl: string | null;
  dataDir: string;
}): SecretKeys {
  if (env.secretKeys) return parseSecretKeys(env.secretKeys);
  if (env.databaseUrl) {
    throw new Error('SECRET_KEYS must be set with DATABASE_URL: every API process on the database needs the same keys');
  }
  return parseSecretKeys(loadOrCreateSecret(env.dataDir, SECRET_KEYS_FILE, newSecretKeysText));
}
