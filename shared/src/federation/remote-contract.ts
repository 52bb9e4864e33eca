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
 * What every remote exposes as `./routes`. Routes are mounted under `/:organization`
 * (or `/staff` for the staff remote); their paths are relative to it.
 */
export interface RemoteModule {
  routes: RouteObject[];
  loadMessages: (locale: Locale) => Promise<Messages>;
}

export const REMOTE_NAMES = ['beauty', 'gastro', 'staff'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
