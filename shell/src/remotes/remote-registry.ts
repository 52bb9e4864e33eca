import type { RuntimeEnv } from '@booking/shared/contract/runtime-env';
import type { RemoteModule, RemoteName } from '@booking/shared/federation/remote-contract';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './remote-load-error';

/**
 * The only place the shell touches Module Federation. Remotes are registered from the
 * environment file at runtime, never named at build time, so that each vertical can be
 * redeployed (or moved) without rebuilding the shell.
 */
const REMOTE_LOAD_TIMEOUT_MS = 15_000;

export function registerRemotesFromEnv(env: RuntimeEnv): void {
  registerRemotes((Object.keys(env.remotes) as RemoteName[]).map((name) => ({ name, entry: env.remotes[name] })));
}

function isRemoteModule(value: unknown): value is RemoteModule {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<RemoteModule>;
  return Array.isArray(candidate.routes) && typeof candidate.loadMessages === 'function';
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function loadRemoteModule(name: RemoteName): Promise<RemoteModule> {
  let loaded: unknown;
  try {
    loaded = await withTimeout(
      loadRemote(`${name}/routes`),
      REMOTE_LOAD_TIMEOUT_MS,
      () => new RemoteLoadError(name, `remote ${name} timed out`),
    );
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    throw new RemoteLoadError(name, `remote ${name} failed to load`, { cause: error });
  }
  if (!isRemoteModule(loaded)) throw new RemoteLoadError(name, `remote ${name} does not expose routes`);
  return loaded;
}
