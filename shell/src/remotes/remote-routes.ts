import type { RemoteModule, RemoteName } from '@booking/shared/federation/remote-contract';
import type { Locale } from '@booking/shared/i18n/locale';
import type { RouteObject } from '@booking/shared/router';
import { yieldToMain } from '../boot/yield-to-main';
import { remoteMessagesStore } from '../i18n/remote-messages';
import { loadRemoteModule } from './remote-registry';

interface PatchableRouter {
  patchRoutes: (parentId: string | null, children: RouteObject[]) => void;
}

const patched = new Map<string, RemoteName>();

export function patchedRemote(parentRouteId: string): RemoteName | undefined {
  return patched.get(parentRouteId);
}

/**
 * Loads a remote and plugs its routes under `parentRouteId` once. Returns true when this
 * call patched the router, so the caller re-navigates to the current path and the new
 * routes match ("apply the vertical and re-navigate"). A failed load is
 * not remembered: the next attempt loads again.
 */
export async function ensureRemoteRoutes(
  getRouter: () => PatchableRouter,
  parentRouteId: string,
  name: RemoteName,
  locale: Locale,
): Promise<boolean> {
  if (patched.get(parentRouteId) === name) return false;
  const remote: RemoteModule = await loadRemoteModule(name);
  // Texts first, so that the first render of the remote's routes is already translated.
  await remoteMessagesStore.getState().addRemote(name, remote.loadMessages, locale);
  // The router is asked for only now: the first navigation's loaders start while it is being created.
  getRouter().patchRoutes(parentRouteId, remote.routes);
  patched.set(parentRouteId, name);
  return true;
}

/**
 * For a page the server drew: the remote's routes before the router exists, so that the
 * router's first routes are the server's (the same ids, the same matches) and React can
 * hydrate the drawn page with the loaders' data the server inlined. The router then treats the
 * remote as patched already.
 */
export async function remoteRoutesBeforeRouter(
  parentRouteId: string,
  name: RemoteName,
  locale: Locale,
): Promise<RouteObject[]> {
  const remote: RemoteModule = await loadRemoteModule(name);
  await remoteMessagesStore.getState().addRemote(name, remote.loadMessages, locale);
  patched.set(parentRouteId, name);
  // The texts' evaluation and the router's creation that follows are a task each, not one
  // long task between the catalog's arrival and hydration.
  await yieldToMain();
  return remote.routes;
}
