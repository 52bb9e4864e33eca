import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('../', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

/** A port nobody listens on right now (the kernel picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** `output` is what the process printed so far (stdout and stderr). */
export type ApiProcess = { url: string; stop: () => Promise<void>; output: () => string };

/**
 * Starts `tsx src/main.ts` as its own process (migrations and seed included), waits until
 * it answers /v0/health, and stops it with SIGTERM. Its output is kept for the error
 * message if it never comes up.
 */
export async function startApiProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(TSX, ['src/main.ts'], {
    cwd: API_DIR,
    // Mail goes to a throwaway folder unless the caller says otherwise (the file transport).
    env: { ...process.env, MAIL_DIR: join(tmpdir(), `booking-mail-${port}`), ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, timeoutMs).catch(async (error: unknown) => {
    await stop(child);
    throw new Error(`API process did not come up: ${String(error)}\n${output}`);
  });
  return { url, stop: () => stop(child), output: () => output };
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
    const up = await fetch(`${url}/v0/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    // Polling a process that is starting: a condition, not a guess at how long it takes.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out');
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
