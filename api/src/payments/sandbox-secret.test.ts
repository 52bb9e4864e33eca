import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { loadOrCreateSandboxSecret, SANDBOX_SECRET_FILE } from './sandbox-secret';

const root = mkdtempSync(join(tmpdir(), 'sandbox-secret-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the sandbox secret of a data folder', () => {
  it('is made at random on the first start, kept owner-only, and the same on the next start', () => {
    const folder = join(root, 'a', 'pglite');
    const first = loadOrCreateSandboxSecret(folder);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(join(folder, SANDBOX_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSandboxSecret(folder)).toBe(first);
  });

  it('differs between data folders', () => {
    expect(loadOrCreateSandboxSecret(join(root, 'b'))).not.toBe(loadOrCreateSandboxSecret(join(root, 'c')));
  });

  it('keeps a secret already in the folder', () => {
    const folder = join(root, 'd');
    loadOrCreateSandboxSecret(folder);
    writeFileSync(join(folder, SANDBOX_SECRET_FILE), 'kept-secret\n');
    expect(loadOrCreateSandboxSecret(folder)).toBe('kept-secret');
  });
});
