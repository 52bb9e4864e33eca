/**
 * What a route loader reads from its context besides the API (`loaderApi`): the merchant's
 * configuration, the visitor's origin, and whether it runs for a server render. The remotes
 * read these here and never the stores' module (`@booking/shared/stores/request-stores`),
 * which also hands out the API base and makes stores: the boundaries check keeps a remote's
 * loader on `loaderApi` for its API (decision 0084). Re-exported, not copied: the shell's
 * server gives a remote's server module that one stores module (decision 0070).
 */
export {
  browserOnlyPage,
  loaderConfiguration,
  loaderOnServer,
  loaderOrigin,
} from '@booking/shared/stores/request-stores';
