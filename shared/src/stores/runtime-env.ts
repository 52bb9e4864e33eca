import { type RuntimeEnvState, StoresContext } from '@booking/shared/stores/stores-context';
import { useCurrentStore } from '@booking/shared/stores/use-current-store';
import { useContext } from 'react';
import { createStore } from 'zustand/vanilla';
import type { RuntimeEnv } from '../contract/runtime-env';

/** A store of its own: the browser's singleton below, or one server request's (request-stores.ts). */
export function createRuntimeEnvStore(env: RuntimeEnv | null = null) {
  return createStore<RuntimeEnvState>()((set) => ({
    env,
    setEnv: (next) => set({ env: next }),
  }));
}

/** The environment file the shell read at startup, shared so remotes know the API base. */
export const runtimeEnvStore = createRuntimeEnvStore();

export function useRuntimeEnv(): RuntimeEnv {
  const env = useCurrentStore(useContext(StoresContext)?.env ?? runtimeEnvStore, (s) => s.env);
  if (!env) throw new Error('useRuntimeEnv used before the environment file was read');
  return env;
}
