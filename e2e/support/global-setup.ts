import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startIntake } from './intake-server';
import { PORTS, urlOf } from './ports';

const repo = join(import.meta.dirname, '..', '..');

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`product exited with ${child.exitCode} before ${url} answered`);
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

/** Starts the built product once for all tests, on a fresh database, and stops it afterwards. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'booking-e2e-'));
  const intake = await startIntake(PORTS.intake);
  const product = spawn(process.execPath, [join(repo, 'scripts/start.mjs')], {
    cwd: repo,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SHELL_PORT: String(PORTS.shell),
      BEAUTY_PORT: String(PORTS.beauty),
      GASTRO_PORT: String(PORTS.gastro),
      STAFF_PORT: String(PORTS.staff),
      API_PORT: String(PORTS.api),
      BOOKING_ENVIRONMENT: 'e2e',
      ERROR_REPORTING_DSN: `http://e2ekey@localhost:${PORTS.intake}/1`,
      ERROR_SAMPLE_RATE: '1',
      QUIET: '1',
    },
  });
  await Promise.all([
    waitFor(`${urlOf(PORTS.api)}/v0/health`, product),
    waitFor(`${urlOf(PORTS.shell)}/env.json`, product),
    waitFor(`${urlOf(PORTS.beauty)}/mf-manifest.json`, product),
    waitFor(`${urlOf(PORTS.gastro)}/mf-manifest.json`, product),
    waitFor(`${urlOf(PORTS.staff)}/mf-manifest.json`, product),
  ]);
  return async () => {
    product.kill('SIGTERM');
    await new Promise((resolve) => product.once('exit', resolve));
    await new Promise((resolve) => intake.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
