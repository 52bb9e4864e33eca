import { sharedDependencies } from './shared-deps';

/**
 * The modules a remote's server module takes from the shell's server renderer instead of
 * bundling its own (docs/decisions/0070): the browser's federation singletons, React Router's
 * server API the shell renders with, and the per-request store modules whose contexts the shell
 * provides. One React, one router and one context of each in the server's tree, as in the
 * browser, so that the drawn markup is the browser's own and React can hydrate it.
 */
export const SERVER_SHARED_MODULES = [
  ...Object.keys(sharedDependencies),
  'react-router',
  '@booking/shared/stores/stores-context',
  '@booking/shared/stores/request-stores',
] as const;
