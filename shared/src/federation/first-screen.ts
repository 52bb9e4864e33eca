import type { RouteObject } from 'react-router';
import type { Locale } from '../i18n/locale';
import type { Messages } from './remote-contract';

/**
 * What a remote's server module (built beside its remoteEntry, docs/decisions/0030, 0070)
 * gives the shell's server: its routes and texts, and which of its screens the server may draw.
 * The shell's server renders them inside its own frame as one React tree, the tree the browser
 * then hydrates.
 */
export interface FirstScreenModule {
  /** Raised when this shape changes; a shell skips a module it does not know. */
  firstScreenContract: 2;
  /** The routes the remote exposes to the browser as `./routes`, mounted under `/:organization`. */
  routes: RouteObject[];
  loadMessages: (locale: Locale) => Promise<Messages>;
  /**
   * Route patterns (under the shell's, e.g. `/:organization/:branch/book`) whose screen depends
   * only on the URL and the API, so the server may draw it. Later steps read the visitor's draft
   * in session storage, which the server cannot see: the browser draws those.
   */
  firstScreens: string[];
  /** Of those, the ones whose URL carries a manage token: sent so that nothing stores them. */
  privateScreens?: string[];
}

export const FIRST_SCREEN_CONTRACT = 2;

/** Published next to mf-manifest.json, served no-cache: names the current renderer file (content-hashed). */
export interface FirstScreenPointer {
  renderer: string;
}

export const FIRST_SCREEN_POINTER = 'first-screen.json';

/**
 * A text for the server's log with every manage token taken out: a manage link is its own
 * key, and whoever reads the log must not be able to open a customer's booking.
 */
export function withoutTokens(text: string): string {
  return text.replace(/[A-Za-z0-9_-]{43}/g, '[token]');
}
