import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newSecretKeysText } from '../src/auth/secret-keys';

const API_DIR = fileURLToPath(new URL('../', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
/** The processes one run starts share their keys, as replicas on one database must (decision 0044). */
const RUN_SECRET_KEYS = newSecretKeysText();

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
export type SenderProcess = Omit<ApiProcess, 'url'>;

/**
 * Starts `tsx src/main.ts` as its own process (migrations and seed included), waits until
 * it answers /v0/health, and stops it with SIGTERM. Its output is kept for the error
 * message if it never comes up.
 */
export async function startApiProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = await startTsx('src/main.ts', { ...env, PORT: String(port) }, (child) =>
    waitForHealth(url, child, timeoutMs),
  );
  return { url, ...started };
}

/**
 * Starts `tsx src/send-outbox.ts` (the outbox sender of API processes started with
 * OUTBOX_SENDER=off) and waits until it says it runs.
 */
export function startSenderProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<SenderProcess> {
  return startTsx('src/send-outbox.ts', env, (child, output) =>
    waitForOutput(child, output, 'Outbox sender running', timeoutMs),
  );
}

async function startTsx(
  script: string,
  env: Record<string, string>,
  ready: (child: ChildProcess, output: () => string) => Promise<void>,
): Promise<SenderProcess> {
  const child = spawn(TSX, [script], {
    cwd: API_DIR,
    // Mail goes to a throwaway folder unless the caller says otherwise (the file transport).
    env: {
      SECRET_KEYS: RUN_SECRET_KEYS,
      ...process.env,
      MAIL_DIR: join(tmpdir(), `booking-mail-${randomUUID()}`),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await ready(child, () => output).catch(async (error: unknown) => {
    await stop(child);
    throw new Error(`${script} did not come up: ${String(error)}\n${output}`);
  });
  return { stop: () => stop(child), output: () => output };
}

/** Polls a process that is starting: a condition, not a guess at how long it takes. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 100));

async function waitForOutput(child: ChildProcess, output: () => string, text: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
    if (output().includes(text)) return;
    await pause();
  }
  throw new Error('timed out');
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
    await pause();
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
