import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { RuntimeEnv } from '../contract/runtime-env';

interface RuntimeEnvState {
  env: RuntimeEnv | null;
  setEnv: (env: RuntimeEnv) => void;
}

/** The environment file the shell read at startup, shared so remotes know the API base. */
export const runtimeEnvStore = createStore<RuntimeEnvState>()((set) => ({
  env: null,
  setEnv: (env) => set({ env }),
}));

export function useRuntimeEnv(): RuntimeEnv {
  const env = useStore(runtimeEnvStore, (s) => s.env);
  if (!env) throw new Error('useRuntimeEnv used before the environment file was read');
  return env;
}

export function getApiBase(): string {
  const env = runtimeEnvStore.getState().env;
  if (!env) throw new Error('API base requested before the environment file was read');
  return env.apiBase;
}
