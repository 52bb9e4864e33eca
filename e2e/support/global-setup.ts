import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startIntake } from './intake-server';
import { STARTUP_TIMEOUT_MS } from './patience';
import { PORTS, urlOf } from './ports';
import { clockStartForRun, shareClock } from './test-clock';

const repo = join(import.meta.dirname, '..', '..');

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function waitFor(url: string, child: ChildProcess, timeoutMs = STARTUP_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited(child))
      throw new Error(`product exited (${child.exitCode ?? child.signalCode}) before ${url} answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Another copy of the product (or another test run) on our ports would answer the readiness
 * checks while ours dies of EADDRINUSE, and the tests would run against the wrong build.
 */
async function assertPortsFree(): Promise<void> {
  for (const port of Object.values(PORTS)) {
    const answered = await fetch(urlOf(port), { signal: AbortSignal.timeout(1_000) }).then(
      () => true,
      () => false,
    );
    if (answered) throw new Error(`port ${port} is in use: stop whatever listens there before running the e2e tests`);
  }
}

/** Starts the built product once for all tests, on a fresh database, and stops it afterwards. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await assertPortsFree();
  const dataDir = mkdtempSync(join(tmpdir(), 'booking-e2e-'));
  // Workers inherit the environment: the redeploy tests publish into $E2E_DATA_DIR/www/<app>.
  process.env.E2E_DATA_DIR = dataDir;
  // One running clock for the API, its seed, the server's drawing, the pages and the tests
  // (support/test-clock.ts, decisions 0036 and 0049), unless E2E_CLOCK_START asks for the real one.
  const realNow = Date.now();
  const clockStart = clockStartForRun(process.env, realNow);
  if (clockStart) {
    shareClock(process.env, clockStart, realNow);
    console.info(`Clock of this run starts at ${clockStart}`);
  }
  const intake = await startIntake(PORTS.intake);
  const product = spawn(process.execPath, [join(repo, 'scripts/start.mjs')], {
    cwd: repo,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      // Emails as .eml files in this run's folder, where tests read the links they carry
      // (support/mail-folder.ts), instead of the worktree's .data/mail.
      MAIL_DIR: join(dataDir, 'mail'),
      SHELL_PORT: String(PORTS.shell),
      BEAUTY_PORT: String(PORTS.beauty),
      GASTRO_PORT: String(PORTS.gastro),
      STAFF_PORT: String(PORTS.staff),
      API_PORT: String(PORTS.api),
      BOOKING_ENVIRONMENT: 'e2e',
      // Demo staff passwords at the tests' cheap scrypt cost: a wrong password in a test must
      // not cost a second of a busy core (api/src/auth/password.ts).
      PASSWORD_HASHING: 'test',
      ERROR_REPORTING_DSN: `http://e2ekey@localhost:${PORTS.intake}/1`,
      ERROR_SAMPLE_RATE: '1',
      ANALYTICS_HOST: urlOf(PORTS.intake),
      ANALYTICS_KEY: 'phc_e2e',
      // The budget test serves the build without federation on its own origin.
      EXTRA_CORS_ORIGINS: urlOf(PORTS.monolith),
      QUIET: '1',
      // Every test's browser comes from this one machine, like customers behind a carrier's
      // address: the address limits are sized for that (decision 0045) and stay as they are.
      // Many tests book as the same person, though, which the limit per email and phone would
      // refuse, and the holds tests leave behind outlive them at the same demo branches, which
      // the cap per branch would count; both have API tests of their own.
      CONTACT_RATE_LIMIT_PER_MINUTE: '1000',
      MAX_LIVE_HOLDS_PER_BRANCH: '1000',
      // Staff sign-in hashes one attempt per client address at a time and answers a second
      // one meanwhile with 429. Tests that sign staff in through the API name a client of
      // their own (X-Forwarded-For, support/staff-calendar-data.ts), so they never take the
      // place the sign-in form tests' browser (no such header: its own address) needs.
      TRUST_PROXY: 'true',
    },
  });
  const stop = async () => {
    // Waiting for 'exit' of a process that has already exited would hang the run forever.
    if (!hasExited(product)) {
      const exited = new Promise((resolve) => product.once('exit', resolve));
      product.kill('SIGTERM');
      await exited;
    }
    const closed = new Promise((resolve) => intake.close(resolve));
    intake.closeAllConnections();
    await closed;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all([
      waitFor(`${urlOf(PORTS.api)}/v0/health`, product),
      waitFor(`${urlOf(PORTS.shell)}/env.json`, product),
      waitFor(`${urlOf(PORTS.beauty)}/mf-manifest.json`, product),
      waitFor(`${urlOf(PORTS.gastro)}/mf-manifest.json`, product),
      waitFor(`${urlOf(PORTS.staff)}/mf-manifest.json`, product),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
