import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey, type SecretKeys } from '../auth/secret-keys';
import type { KeyRef } from '../db/idempotency-repo';

const VERSION = 'v1';

/** What a stored answer opens to: the answer, or the id of a key this process does not have. */
export type Opened = { ok: true; body: unknown } | { ok: false; keyId: string };

/**
 * Seals the 201 answers the idempotency store keeps for replays (they carry the plain manage
 * token, which appointments and reservations keep only as SHA-256): AES-256-GCM under a key
 * derived from the current server key, a random 96-bit nonce, and the row's organization
 * and key as associated data, so a sealed answer opens only in its own row. Stored as one
 * string, `v1.keyId.nonce.ciphertext.tag` (base64url), in place of the JSON answer
 * (decision 0044).
 */
export function createAnswerSeal(keys: SecretKeys) {
  const aesKeys = new Map([...keys.byId].map(([id, key]) => [id, deriveKey(key, 'idempotency-answers')]));
  const current = deriveKey(keys.current.key, 'idempotency-answers');
  const rowOf = (ref: KeyRef) => Buffer.from(`${ref.organizationId}\n${ref.key}`);

  return {
    seal(ref: KeyRef, body: unknown): string {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, nonce).setAAD(rowOf(ref));
      const sealed = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
      return [VERSION, keys.current.id, nonce, sealed, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    /** A stored answer as it was given: sealed ones opened, plain ones (errors, no secret in them) as they are. */
    open(ref: KeyRef, stored: unknown): Opened {
      if (typeof stored !== 'string') return { ok: true, body: stored };
      const [version, keyId = '', nonce = '', sealed = '', tag = ''] = stored.split('.');
      const key = aesKeys.get(keyId);
      if (version !== VERSION || !key) return { ok: false, keyId };
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'))
        .setAAD(rowOf(ref))
        .setAuthTag(Buffer.from(tag, 'base64url'));
      const text = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]);
      return { ok: true, body: JSON.parse(text.toString('utf8')) };
    },
  };
}
export type AnswerSeal = ReturnType<typeof createAnswerSeal>;
