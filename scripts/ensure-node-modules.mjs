#!/usr/bin/env node
// The test command runs on a fresh clone: installs the npm dependencies (`npm ci`) when
// node_modules is missing or was installed from another package-lock.json, so `npm test`
// alone never fails at `tsc: not found` or runs against stale packages. The lockfile's hash
// is kept beside the installed packages after each install this script makes.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(repo, 'node_modules', '.installed-from-lockfile');
const lockHash = createHash('sha256')
  .update(readFileSync(join(repo, 'package-lock.json')))
  .digest('hex');

const installed = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : null;
if (installed === lockHash) process.exit(0);

console.info(
  installed === null
    ? 'Installing npm dependencies (npm ci): none installed by the test command yet…'
    : 'Reinstalling npm dependencies (npm ci): package-lock.json changed since the last install…',
);
const npm = process.env.npm_execpath;
// Under `npm test`, npm_execpath is npm's own CLI script: run it with this Node.
const [command, args] = npm?.endsWith('.js') ? [process.execPath, [npm]] : ['npm', []];
execFileSync(command, [...args, 'ci', '--no-audit', '--no-fund'], { cwd: repo, stdio: 'inherit' });
writeFileSync(stamp, `${lockHash}\n`);
