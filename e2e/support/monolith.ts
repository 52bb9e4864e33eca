import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STARTUP_TIMEOUT_MS } from './patience';
import { PORTS, urlOf } from './ports';

/**
 * The same product built without Module Federation (e2e/monolith), served by the product's
 * static server on its own origin with the running product's environment file, so the budget
 * test can say what federation itself costs.
 */
const e2e = join(import.meta.dirname, '..');
const repo = join(e2e, '..');
export const MONOLITH_DIST = join(e2e, 'monolith', 'dist');

export async function buildAndServeMonolith(): Promise<{ stop: () => Promise<void> }> {
  execFileSync(join(e2e, 'node_modules/.bin/rsbuild'), ['build', '-c', 'monolith/rsbuild.config.ts'], {
    cwd: e2e,
    stdio: 'pipe',
  });
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through the e2e global setup');
  const server: ChildProcess = spawn(
    join(repo, 'node_modules/.bin/tsx'),
    [
      join(repo, 'tools/static-server/src/main.ts'),
      '--root',
      MONOLITH_DIST,
      '--port',
      String(PORTS.monolith),
      '--spa',
      '--env-file',
      join(dataDir, 'env.json'),
    ],
    { cwd: repo, stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await exited;
    }
  };
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    const up = await fetch(`${urlOf(PORTS.monolith)}/env.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { stop };
    if (Date.now() > deadline || server.exitCode !== null) {
      await stop();
      throw new Error(`the build without federation did not start on port ${PORTS.monolith}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Whether a file of the build without federation holds a vertical's code (the part a remote
 * serves in the federated build): remote code names its own message ids.
 */
export function holdsVerticalCode(url: string): boolean {
  const path = new URL(url).pathname;
  const source = readFileSync(join(MONOLITH_DIST, path), 'utf8');
  return /"(beauty|gastro|staff)\.[A-Za-z]+\.[A-Za-z.]+"/.test(source);
}
