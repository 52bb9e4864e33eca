/**
 * The router's pure path helpers. Not part of the shared router singleton
 * (shared/src/router.ts): they hold no state, so each app bundles the few hundred bytes only
 * when it uses them, instead of every first visit paying for them in the shell
 * (docs/decisions/0004: pure helpers are not shared).
 */
export type { PathMatch, PathPattern } from 'react-router';
export { generatePath, matchPath, matchRoutes } from 'react-router';
