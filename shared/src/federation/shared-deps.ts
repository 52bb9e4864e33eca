/**
 * What every app shares through Module Federation, and how (docs/decisions/0004).
 *
 * Singletons: React, the router (through our own re-export module, never `react-router`
 * itself, which cannot be tree-shaken once shared), react-intl, zustand, and the stateful
 * modules of `@booking/shared` (stores). Everything else in `@booking/shared` (contract,
 * UI, texts, pure helpers) is deliberately NOT shared: each app bundles the version it was
 * built with, so a remote that ships a newer contract is never frozen at the shell's.
 */
const singleton = { singleton: true, requiredVersion: false } as const;

export const sharedDependencies = {
  react: { singleton: true, requiredVersion: '^19.2.0' },
  'react/jsx-runtime': { singleton: true, requiredVersion: '^19.2.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.2.0' },
  'react-intl': { singleton: true, requiredVersion: '^12.0.0' },
  zustand: { singleton: true, requiredVersion: '^5.0.0' },
  'zustand/vanilla': { singleton: true, requiredVersion: '^5.0.0' },
  '@booking/shared/router': singleton,
  '@booking/shared/stores/configuration': singleton,
  '@booking/shared/stores/locale': singleton,
  '@booking/shared/stores/runtime-env': singleton,
  '@booking/shared/stores/notifications': singleton,
};
