import type { RuntimeEnv } from '@booking/shared/contract/runtime-env';
import { type RemoteModule, type RemoteName, SHELL_CONTRACT_VERSION } from '@booking/shared/federation/remote-contract';
import {
  loadRemote,
  type ModuleFederationRuntimePlugin,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { checkRemoteModule } from './check-remote-module';
import { RemoteLoadError } from './remote-load-error';

/**
 * The only place the shell touches Module Federation. Remotes are registered from the
 * environment file at runtime, never named at build time, so that each vertical can be
 * redeployed (or moved) without rebuilding the shell.
 */
const REMOTE_LOAD_TIMEOUT_MS = 15_000;

/**
 * A remote's entry asked for a second time is asked for under a fresh URL. The runtime keeps a
 * loaded entry, so a second request for one means the first failed; and when index.html's
 * `<link rel=preload>` of that entry failed too, Chromium answers the next `<script>` for the
 * same URL with that stored failure without going to the network, so a plain retry could never
 * recover. The entry file is hashed and immutable: the query only steps around the failure.
 */
function freshEntryOnRetry(): ModuleFederationRuntimePlugin {
  const attempts = new Map<string, number>();
  return {
    name: 'fresh-entry-on-retry',
    createScript({ url }) {
      const attempt = (attempts.get(url) ?? 0) + 1;
      attempts.set(url, attempt);
      if (attempt === 1) return undefined;
      const script = document.createElement('script');
      script.src = `${url}${url.includes('?') ? '&' : '?'}attempt=${attempt}`;
      return script;
    },
  };
}

export function registerRemotesFromEnv(env: RuntimeEnv): void {
  registerPlugins([freshEntryOnRetry()]);
  registerRemotes((Object.keys(env.remotes) as RemoteName[]).map((name) => ({ name, entry: env.remotes[name] })));
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
  const checked = checkRemoteModule(loaded, SHELL_CONTRACT_VERSION);
  if (checked.ok) return checked.module;
  if (checked.problem === 'needs-newer-shell') {
    const { requiresShell, shellContract } = checked;
    throw new RemoteLoadError(
      name,
      `remote ${name} requires shell contract ${requiresShell}, this shell provides ${shellContract}: deploy the newer shell first`,
      { facts: { requiresShell, shellContract } },
    );
  }
  throw new RemoteLoadError(name, `remote ${name} does not expose routes`);
}
