import type { RuntimeEnv } from '@booking/shared/contract/runtime-env';
import type { Locale } from '@booking/shared/i18n/locale';
import { afterInteractive } from '../after-interactive';
import { applyConsent } from './consent-analytics';
import { isConsentBarOpen, setConsentBarOpen } from './consent-bar-state';
import { returnPageFocus, watchPageFocus } from './consent-focus';
import { storedConsentOf, targetingAccepted } from './stored-consent';

/**
 * The consent bar is part of the first screen (consent-bar.tsx, drawn by the server too); the
 * consent library (about 7 KB of JavaScript and 5 KB of CSS) is not. It is downloaded once the
 * page is interactive for a visitor who has not chosen yet (so that a press on the bar stores
 * at once), or when it is needed: a press on the bar before that, or the preferences dialog.
 * A returning visitor's analytics start from the stored choice, without the library.
 */
type Library = typeof import('./consent-library');

let env: RuntimeEnv | null = null;
let currentLocale: () => Locale = () => 'de';
let library: Promise<Library> | null = null;

function loadLibrary(): Promise<Library> {
  if (!library) {
    const loading = import(/* webpackChunkName: "consent-library" */ './consent-library').then(async (module) => {
      await module.startConsentLibrary({
        locale: currentLocale(),
        onConsent: (targeting) => {
          if (env) applyConsent(env, targeting);
          setConsentBarOpen(false);
        },
        onPreferencesClosed: returnPageFocus,
      });
      return module;
    });
    // A failed download (offline) is tried again on the next press.
    loading.catch(() => {
      if (library === loading) library = null;
    });
    library = loading;
  }
  return library;
}

/**
 * On a page the server drew, the app's first render must match it (taking over finds elements
 * by position), so the bar shows exactly when the server drew it; a choice stored meanwhile is
 * found by the library, which then closes the bar.
 */
function barDrawnByServer(): boolean | null {
  const root = document.getElementById('root');
  if (!root?.hasAttribute('data-server-drawn')) return null;
  return root.querySelector(':scope > .consent-bar') !== null;
}

export function startConsent(runtimeEnv: RuntimeEnv, locale: () => Locale): void {
  env = runtimeEnv;
  currentLocale = locale;
  watchPageFocus();
  setConsentBarOpen(barDrawnByServer() ?? storedConsentOf(document.cookie) === null);
  afterInteractive(() => {
    // Started early by a press or "Cookie settings": the library reports the choice itself.
    if (library) return;
    const stored = storedConsentOf(document.cookie);
    // The bar open despite a stored choice (made in another tab meanwhile): the library finds it and closes the bar.
    if (stored && !isConsentBarOpen()) applyConsent(runtimeEnv, targetingAccepted(stored));
    else void loadLibrary();
  });
}

/** A press on the bar: the bar closes once the library reports the choice stored. */
export function chooseConsent(choice: 'all' | 'necessary'): void {
  void loadLibrary().then((module) => module.acceptConsent(choice));
}

/** The bar's "Settings" and the footer's "Cookie settings". */
export function showConsentPreferences(): void {
  void loadLibrary().then((module) => module.showPreferences());
}

export function setConsentLanguage(locale: Locale): void {
  void library?.then((module) => module.setLanguage(locale));
}
