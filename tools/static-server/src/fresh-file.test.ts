import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@rstest/core';
import { freshText } from './fresh-file';

describe('freshText', () => {
  const folder = mkdtempSync(join(tmpdir(), 'fresh-file-'));
  afterEach(() => rmSync(join(folder, 'env.json'), { force: true }));

  it('answers what the file says now, after each edit', async () => {
    const file = join(folder, 'env.json');
    writeFileSync(file, '{"release":1}');
    expect(await freshText(file)).toBe('{"release":1}');
    writeFileSync(file, '{"release":22}');
    expect(await freshText(file)).toBe('{"release":22}');
  });

  it('sees an edit that keeps the size, by its modification time', async () => {
    const file = join(folder, 'env.json');
    writeFileSync(file, 'aaaa');
    utimesSync(file, 1_000, 1_000);
    expect(await freshText(file)).toBe('aaaa');
    writeFileSync(file, 'bbbb');
    utimesSync(file, 2_000, 2_000);
    expect(await freshText(file)).toBe('bbbb');
  });

  it('fails for a file that is not there, as a read does', async () => {
    await expect(freshText(join(folder, 'missing.json'))).rejects.toThrow(/ENOENT/);
  });
});
