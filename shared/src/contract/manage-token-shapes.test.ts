import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@rstest/core';
import { scrubManageTokens, TOKEN_PLACEHOLDER } from './manage-token';
import { OPERATIONS } from './operations';

/*
 * The scrubber by the route's shape: every URL that carries a secret, with 100,000 generated
 * secrets each. Half are drawn as the API draws them (32 random bytes, base64url); half from
 * narrower alphabets a token can fall into by chance and that look like words or slugs
 * (letters only, lower case and hyphens, no digit), which a look-based rule let through.
 */
const PER_SHAPE = 100_000;
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const NARROW = [
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
  'abcdefghijklmnopqrstuvwxyz-',
  'abcdef0123456789',
];

/** The secrets, drawn once (from one buffer of random bytes) and tried in every shape. */
function drawSecrets(count: number): string[] {
  const pool = randomBytes(count * 43);
  const drawn: string[] = [];
  for (let i = 0; i < count; i++) {
    const bytes = pool.subarray(i * 43, i * 43 + 43);
    if (i % 2 === 0) {
      drawn.push(bytes.subarray(0, 32).toString('base64url'));
      continue;
    }
    const alphabet = NARROW[(i >> 1) % NARROW.length] ?? BASE64URL;
    let secret = '';
    for (const byte of bytes) secret += alphabet[byte % alphabet.length];
    drawn.push(secret);
  }
  return drawn;
}
const SECRETS = drawSecrets(PER_SHAPE);

/** The secret path parameters of the API: manage and hold tokens, the sandbox checkout. */
const SECRET_PARAMS = new Set(['token', 'checkout']);
const apiShapes = OPERATIONS.filter((op) =>
  [...op.path.matchAll(/\{([a-z_]+)\}/g)].some((m) => SECRET_PARAMS.has(m[1] ?? '')),
).map((op) => ({
  name: `${op.method.toUpperCase()} ${op.path}`,
  url: (secret: string) =>
    `http://localhost:4000${op.path.replace(/\{([a-z_]+)\}/g, (_, name: string) =>
      SECRET_PARAMS.has(name) ? secret : name === 'organization' ? 'demo-salon' : 'mitte',
    )}?locale=de`,
}));

const siteShapes = [
  { name: 'a manage link', url: (s: string) => `https://book.example.com/demo-salon/mitte/${s}` },
  { name: 'a step under a manage link', url: (s: string) => `/demo-restaurant/kreuzberg/${s}/reschedule?x=1` },
  { name: 'the legacy appointment route', url: (s: string) => `/demo-salon/appointments/${s}` },
  {
    name: 'an API URL behind a path prefix, in a message',
    url: (s: string) => `GET https://example.com/api/v0/organizations/demo-salon/holds/${s} failed`,
  },
];

describe('scrubManageTokens, by the shape of the URL', () => {
  it('knows every API route that carries a secret', () => {
    expect(apiShapes.length).toBeGreaterThanOrEqual(9);
  });

  it.each([...apiShapes, ...siteShapes])(`$name: none of ${PER_SHAPE} secrets is left`, ({ url }) => {
    const left: string[] = [];
    for (const secret of SECRETS) {
      const text = url(secret);
      const scrubbed = scrubManageTokens(text);
      if (scrubbed.includes(secret) || !scrubbed.includes(TOKEN_PLACEHOLDER)) left.push(text);
    }
    expect(left.slice(0, 5)).toEqual([]);
  });

  it('keeps the ids and names of the other API routes', () => {
    for (const path of [
      'http://localhost:4000/v0/organizations/demo-salon/branches/mitte/appointments',
      'http://localhost:4000/v0/staff/appointments/8f1c2a9e-3b4d-4e5f-9a6b-7c8d9e0f1a2b/move',
      'http://localhost:4000/v0/staff/branches/mitte/absences',
      'http://localhost:4000/v0/configurations/public/booking/demo-salon',
    ]) {
      expect(scrubManageTokens(path)).toBe(path);
    }
  });
});
