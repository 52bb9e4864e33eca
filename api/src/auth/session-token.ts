import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits for the cookie; only the hash is stored. */
export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSessionToken(token) };
}

/** A fast hash is enough: the token is random, not a guessable password. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
