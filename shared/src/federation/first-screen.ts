import type { Configuration } from '../contract/configuration';
import type { RuntimeEnv } from '../contract/runtime-env';
import type { Locale } from '../i18n/locale';
import type { HeaderType, LayoutType } from './remote-contract';

/**
 * What a remote's server renderer (built beside its remoteEntry, docs/decisions/0030) is given
 * and answers. The shell's server calls it for a document request under `/:organization` and
 * wraps the answer in the merchant's frame; the browser then takes the page over.
 */
export interface FirstScreenInput {
  /** The full request URL (the remote's loaders read params and search from it). */
  url: string;
  /** The merchant's; null under `/staff`, which belongs to no merchant. */
  configuration: Configuration | null;
  env: RuntimeEnv;
  locale: Locale;
}

export type FirstScreenResult =
  | {
      kind: 'page';
      /** The markup of the matched route, exactly what the route's component renders in the browser. */
      html: string;
      title: string | null;
      header: HeaderType;
      layout: LayoutType;
      /** The URL carries a secret (a manage token): no browser or proxy may keep the page. */
      private?: boolean;
    }
  /** A screen the browser draws (it depends on the visitor's draft): the server draws the frame around a loading state. */
  | { kind: 'frame'; title: string | null; header: HeaderType; layout: LayoutType }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' }
  /** Nothing drawn on the server (an error, or a route whose first screen needs the browser). */
  | { kind: 'none' };

/** The module a remote publishes at the URL its `first-screen.json` names. */
export interface FirstScreenModule {
  /** Raised when the input or result shape changes; a shell skips a renderer it does not know. */
  firstScreenContract: 1;
  renderFirstScreen: (input: FirstScreenInput) => Promise<FirstScreenResult>;
}

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
