#!/usr/bin/env node
// The test command needs two things npm cannot install: Debian's Chromium (Playwright
// cannot download browsers here) and a PostgreSQL server (the API tests run on it as well
// as on PGlite). Installs them with apt-get when missing and allowed; otherwise says what to
// install and fails, so a green run never depends on something installed by hand.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasPostgres = () =>
  Boolean(process.env.DATABASE_URL) ||
  (existsSync('/usr/lib/postgresql') &&
    readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`)));

const missing = [];
if (!existsSync(chromium)) missing.push('chromium');
if (!hasPostgres()) missing.push('postgresql');
if (missing.length === 0) process.exit(0);

const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(
    `Missing system packages: ${missing.join(', ')}. Install them (Debian: apt-get install -y ${missing.join(' ')}).`,
  );
  process.exit(1);
}
console.info(`Installing ${missing.join(', ')} with apt-get…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { stdio: 'inherit', env });
