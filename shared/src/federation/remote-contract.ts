import type { RouteObject } from 'react-router';
import type { Locale } from '../i18n/locale';

export type HeaderType = 'extended' | 'compact';
export type LayoutType = 'default' | 'blank';

/** What a route tells the shell about itself through `handle`. */
export interface RouteHandle {
  header?: HeaderType;
  layout?: LayoutType;
  /** Message id of the page title, from the catalog the remote hands to the shell. */
  titleId?: string;
}

/**
 * A catalog as the apps import it. In built bundles each value is already an ICU AST
 * (shared/build/precompiled-messages.ts); react-intl takes either form, so the type stays the
 * source form the catalogs are written in.
 */
export type Messages = Record<string, string>;

/**
 * The version of what a shell offers its remotes: the shared singletons (above all the router
 * module's exports, shared/src/router.ts), the route handle and this module's shape. Raise it
 * when a remote built from this package could need something an older shell lacks; a shell
 * only ever adds, so it serves every remote that requires this version or less.
 *
 * 1: the first router module (links, loaders, route errors).
 * 2: forms, fetchers, search params, navigation blocking and typed route data; notifications
 *    carry a message id instead of text.
 */
export const SHELL_CONTRACT_VERSION = 2;

/**
 * What every remote exposes as `./routes`. Routes are mounted under `/:organization`
 * (or `/staff` for the staff remote); their paths are relative to it.
 */
export interface RemoteModule {
  routes: RouteObject[];
  loadMessages: (locale: Locale) => Promise<Messages>;
  /**
   * The shell contract this remote was built against (its copy of SHELL_CONTRACT_VERSION).
   * A shell older than that shows the error screen instead of mounting routes that would
   * call router APIs it does not share. Remotes built before the field existed need 1.
   */
  requiresShell: number;
}

export const REMOTE_NAMES = ['beauty', 'gastro', 'staff'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
