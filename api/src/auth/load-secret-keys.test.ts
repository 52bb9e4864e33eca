import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { loadSecretKeys, SECRET_KEYS_FILE } from './load-secret-keys';
import { parseSecretKeys } from './secret-keys';

const root = mkdtempSync(join(tmpdir(), 'secret-keys-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const KEY = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

describe('the server keys', () => {
  it('come from SECRET_KEYS when set, the first one current', () => {
    const keys = loadSecretKeys({
      secretKeys: `new:${KEY}, old:${KEY.replace(/A$/, 'E')}`,
      databaseUrl: null,
      dataDir: root,
    });
    expect(keys.current.id).toBe('new');
    expect([...keys.byId.keys()]).toEqual(['new', 'old']);
  });

  it('must be set with DATABASE_URL: processes on one database share them', () => {
    expect(() => loadSecretKeys({ secretKeys: null, databaseUrl: 'postgres://x/db', dataDir: root })).toThrow(
      'SECRET_KEYS must be set with DATABASE_URL',
    );
  });

  it('are made at random per PGlite data folder, kept owner-only, the same on the next start', () => {
    const folder = join(root, 'a');
    const first = loadSecretKeys({ secretKeys: null, databaseUrl: null, dataDir: folder });
    expect(statSync(join(folder, SECRET_KEYS_FILE)).mode & 0o777).toBe(0o600);
    const again = loadSecretKeys({ secretKeys: null, databaseUrl: null, dataDir: folder });
    expect(again.current.key.equals(first.current.key)).toBe(true);
    const other = loadSecretKeys({ secretKeys: null, databaseUrl: null, dataDir: join(root, 'b') });
    expect(other.current.key.equals(first.current.key)).toBe(false);
  });

  it.each(['', 'k1', `k1:${KEY.slice(1)}`, `k 1:${KEY}`, `k1:${KEY},k1:${KEY}`])('refuses %j', (text) => {
    expect(() => parseSecretKeys(text)).toThrow('SECRET_KEYS');
  });
});
