import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

export type PasswordCost = { N: number; r: number; p: number };

/** OWASP's scrypt minimum (N=2^17, r=8, p=1): about 128 MiB and a few hundred ms per hash. */
export const DEFAULT_PASSWORD_COST: PasswordCost = { N: 2 ** 17, r: 8, p: 1 };
/**
 * For tests only (API tests, and the demo staff of the browser tests' API): 128 times cheaper,
 * so a wrong password costs milliseconds, not a second of a busy core. Never for real staff:
 * read-env.ts refuses it outside the e2e environment.
 */
export const TEST_PASSWORD_COST: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  // Node refuses more than 32 MiB unless maxmem is raised to what N and r need.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url): the cost travels with the hash, so it can be raised later. */
export async function hashPassword(password: string, cost: PasswordCost = DEFAULT_PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((v) => Number.isInteger(v) && v > 0) || !isPowerOfTwo(cost.N)) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const isPowerOfTwo = (n: number) => n > 1 && (n & (n - 1)) === 0;

/**
 * A hash of a random password at `cost`, made once per cost: verifying against it for an
 * unknown email costs what a wrong password of a real account costs, so the time of a
 * failed sign-in does not tell which one it was.
 */
export function dummyHash(cost: PasswordCost): Promise<string> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let hash = dummies.get(key);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('base64url'), cost);
    dummies.set(key, hash);
  }
  return hash;
}
const dummies = new Map<string, Promise<string>>();
