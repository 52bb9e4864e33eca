import type { RemoteModule, RemoteName } from '@booking/shared/federation/remote-contract';
import { RemoteLoadError } from '../../shell/src/remotes/remote-load-error';

/**
 * Stands in for shell/src/remotes/remote-registry.ts in the build without federation (see
 * rsbuild.config.ts): the same shell, the same remotes' routes, imported as ordinary lazy
 * chunks. It exists only so the budget test can print what federation itself costs.
 */

export function registerRemotesFromEnv(): void {}

const remotes: Record<RemoteName, () => Promise<RemoteModule>> = {
  beauty: () => import('../../remote-beauty/src/remote-module'),
  gastro: () => import('../../remote-gastro/src/remote-module'),
  staff: () => import('../../remote-staff/src/remote-module'),
};

export async function loadRemoteModule(name: RemoteName): Promise<RemoteModule> {
  try {
    return await remotes[name]();
  } catch (cause) {
    throw new RemoteLoadError(name, `remote ${name} failed to load`, { cause });
  }
}
