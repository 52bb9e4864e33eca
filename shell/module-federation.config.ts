import { sharedDependencies } from '@booking/shared/federation/shared-deps';

/**
 * The shell names no remote at build time: which remotes exist and where they live is
 * read from the environment file at runtime (src/remotes/remote-registry.ts), so a remote
 * can be redeployed without rebuilding the shell.
 */
export const federationConfig = {
  name: 'shell',
  remotes: {},
  shared: sharedDependencies,
  dts: false,
  // `version-first` would fetch every remote eagerly; one remote down would break all.
  shareStrategy: 'loaded-first',
  // Remotes are built with `externalRuntime`: they use this runtime instead of shipping their own.
  experiments: { provideExternalRuntime: true },
} as const;
