import { describe, expect, it } from '@rstest/core';
import { hashPassword, verifyPassword } from './password';

// A low cost keeps the unit tests fast; the format and the comparison are what is tested.
const cheap = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('stores scheme, cost, salt and hash', async () => {
    expect(await hashPassword('secret', cheap)).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
  });

  it('verifies the right password', async () => {
    expect(await verifyPassword('secret', await hashPassword('secret', cheap))).toBe(true);
  });

  it('refuses a wrong password', async () => {
    expect(await verifyPassword('Secret', await hashPassword('secret', cheap))).toBe(false);
  });

  it('salts each hash, so one password hashes differently twice', async () => {
    expect(await hashPassword('secret', cheap)).not.toBe(await hashPassword('secret', cheap));
  });

  it('uses the default OWASP cost when none is given', async () => {
    const stored = await hashPassword('secret');
    expect(stored.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword('secret', stored)).toBe(true);
  });

  it.each(['', 'plain', 'bcrypt$x$y', 'scrypt$x$8$1$c2FsdA$aGFzaA'])(
    'refuses a malformed stored hash %j',
    async (stored) => {
      expect(await verifyPassword('secret', stored)).toBe(false);
    },
  );
});
