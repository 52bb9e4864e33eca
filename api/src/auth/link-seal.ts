import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey, type SecretKeys } from './secret-keys';

const VERSION = 'v1';

/**
 * Seals the link of an account email (confirmation, invitation, password reset) in its outbox
 * row, which is composed when it is sent and kept for the outbox's retention: a plain link
 * there would be a working password reset in every copy of the database. AES-256-GCM under a
 * key derived from the server keys, a random nonce, and the outbox row's id as associated
 * data (a sealed link copied into another row does not open): decision 0044's seal, for links.
 */
export function createLinkSeal(keys: SecretKeys) {
  const byId = new Map([...keys.byId].map(([id, key]) => [id, deriveKey(key, 'account-links')]));
  const current = deriveKey(keys.current.key, 'account-links');
  return {
    seal(rowId: string, link: string): string {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, nonce).setAAD(Buffer.from(rowId));
      const sealed = Buffer.concat([cipher.update(link, 'utf8'), cipher.final()]);
      return [
        VERSION,
        keys.current.id,
        ...[nonce, sealed, cipher.getAuthTag()].map((b) => b.toString('base64url')),
      ].join('.');
    },
    /** The link, or null when it was sealed under a key no longer listed, or does not open in this row. */
    open(rowId: string, stored: string): string | null {
      const [version, keyId = '', nonce = '', sealed = '', tag = ''] = stored.split('.');
      const key = byId.get(keyId);
      if (version !== VERSION || !key) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'))
          .setAAD(Buffer.from(rowId))
          .setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
export type LinkSeal = ReturnType<typeof createLinkSeal>;
