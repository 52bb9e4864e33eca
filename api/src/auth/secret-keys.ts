import { hkdfSync, randomBytes } from 'node:crypto';

/** One server key: its id travels with what it signed or sealed, so keys can be rotated. */
export type SecretKey = { id: string; key: Buffer };
/** The first key signs and seals; every listed key still verifies and opens. */
export type SecretKeys = { current: SecretKey; byId: ReadonlyMap<string, Buffer> };

/** What a derived key is for: one key per use, so no value made for one is valid for another. */
export type KeyPurpose = 'staff-device-cookie' | 'idempotency-answers' | 'account-links';

const ID = /^[A-Za-z0-9_-]{1,16}$/;

/**
 * Reads `id:key,id:key,...` (`SECRET_KEYS`, or the data folder's file): each key 32 random
 * bytes in base64url, ids unique. The first one is current; the others stay listed while
 * what they made is still in use (decision 0044).
 */
export function parseSecretKeys(text: string): SecretKeys {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [id = '', encoded = ''] = entry.split(':');
      const key = Buffer.from(encoded, 'base64url');
      if (!ID.test(id) || key.length !== 32 || key.toString('base64url') !== encoded) {
        throw new Error('SECRET_KEYS must be a comma list of id:key, each key 32 bytes in base64url');
      }
      return { id, key };
    });
  const [current] = entries;
  if (!current) throw new Error('SECRET_KEYS must list at least one key');
  const byId = new Map(entries.map(({ id, key }) => [id, key]));
  if (byId.size !== entries.length) throw new Error('SECRET_KEYS lists one id twice');
  return { current, byId };
}

/** A fresh list of one random key, as `parseSecretKeys` reads it. */
export function newSecretKeysText(): string {
  return `${randomBytes(4).toString('hex')}:${randomBytes(32).toString('base64url')}`;
}

/** The key for `purpose` derived from a server key (HKDF-SHA-256). */
export function deriveKey(key: Buffer, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `booking ${purpose} v1`, 32));
}
