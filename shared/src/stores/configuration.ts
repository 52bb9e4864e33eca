import { type ConfigurationState, StoresContext } from '@booking/shared/stores/stores-context';
import { useCurrentStore } from '@booking/shared/stores/use-current-store';
import { useContext } from 'react';
import { createStore } from 'zustand/vanilla';
import type { Configuration } from '../contract/configuration';

/** A store of its own: the browser's singleton below, or one server request's (request-stores.ts). */
export function createConfigurationStore(configuration: Configuration | null = null) {
  return createStore<ConfigurationState>()((set) => ({
    configuration,
    setConfiguration: (next) => set({ configuration: next }),
  }));
}

/**
 * The merchant configuration the shell loaded at boot. Shared as a singleton so that a
 * remote reads the very object the shell validated instead of fetching it again.
 */
export const configurationStore = createConfigurationStore();

export function useConfiguration(): Configuration {
  const configuration = useCurrentStore(
    useContext(StoresContext)?.configuration ?? configurationStore,
    (s) => s.configuration,
  );
  if (!configuration) throw new Error('useConfiguration used before the configuration was loaded');
  return configuration;
}
