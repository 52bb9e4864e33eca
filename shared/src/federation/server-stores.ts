import { configurationStore } from '@booking/shared/stores/configuration';
import { localeStore } from '@booking/shared/stores/locale';
import { runtimeEnvStore } from '@booking/shared/stores/runtime-env';
import type { StoreApi } from 'zustand/vanilla';

/**
 * zustand's `useStore` renders a store's *initial* state on the server (its server snapshot is
 * `getInitialState`). A server renderer sets the request's environment, configuration and
 * language before rendering, so it makes the server snapshot the current state.
 */
function serveCurrentState<T>(store: StoreApi<T>): void {
  store.getInitialState = store.getState;
}

export function prepareServerStores(): void {
  serveCurrentState(runtimeEnvStore);
  serveCurrentState(configurationStore);
  serveCurrentState(localeStore);
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The stores are one per process, so requests are drawn one after the other: a request's
 * loaders and render see only its own configuration and language. Each takes a few
 * milliseconds plus its API calls, and a slow one is cut by the caller's timeout.
 */
export function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => {});
  return run;
}
