import type { RuntimeEnv } from '@booking/shared/contract/runtime-env';
import type { Locale } from '@booking/shared/i18n/locale';
import { afterInteractive } from '../after-interactive';

/**
 * The consent library (vanilla-cookieconsent, about 7 KB of JavaScript and 5 KB of CSS) is not
 * part of the first screen: it is downloaded once the page is interactive, or at once when the
 * visitor opens "Cookie settings" before that.
 */
let loading: Promise<typeof import('./consent-banner')> | null = null;
let started: Promise<typeof import('./consent-banner')> | null = null;
let start: (() => void) | null = null;

function load(): Promise<typeof import('./consent-banner')> {
  loading ??= import(/* webpackChunkName: "consent-banner" */ './consent-banner');
  return loading;
}

export function startConsentBannerLater(env: RuntimeEnv, locale: () => Locale): void {
  started = new Promise((resolve) => {
    start = () => {
      start = null;
      void load().then((banner) => {
        banner.startConsentBanner(env, locale());
        resolve(banner);
      });
    };
  });
  afterInteractive(() => start?.());
}

export function setConsentLanguage(locale: Locale): void {
  void started?.then((banner) => banner.setConsentLanguage(locale));
}

/** The footer's "Cookie settings". */
export function showConsentPreferences(): void {
  start?.();
  void started?.then((banner) => banner.showConsentPreferences());
}
