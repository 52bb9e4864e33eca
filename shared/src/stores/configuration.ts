import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { Configuration } from '../contract/configuration';

/**
 * The merchant configuration the shell loaded at boot. Shared as a singleton so that a
 * remote reads the very object the shell validated instead of fetching it again.
 */
interface ConfigurationState {
  configuration: Configuration | null;
  setConfiguration: (configuration: Configuration | null) => void;
}

export const configurationStore = createStore<ConfigurationState>()((set) => ({
  configuration: null,
  setConfiguration: (configuration) => set({ configuration }),
}));

export function useConfiguration(): Configuration {
  const configuration = useStore(configurationStore, (s) => s.configuration);
  if (!configuration) throw new Error('useConfiguration used before the configuration was loaded');
  return configuration;
}
