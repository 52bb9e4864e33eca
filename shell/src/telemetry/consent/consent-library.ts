import type { Locale } from '@booking/shared/i18n/locale';
import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent-library.css';
import { yieldToMain } from '../../boot/yield-to-main';
import { consentTranslation } from './consent-texts';
import { CONSENT_COOKIE } from './stored-consent';

/**
 * The consent library (vanilla-cookieconsent), loaded only when needed: it stores the choice
 * made in our own bar (consent-bar.tsx) and draws the preferences dialog ("Settings", the
 * footer's "Cookie settings"). It never draws its own bar (`autoShow: false`): the bar is in
 * the server's HTML and the app's markup from the first paint.
 */
export interface ConsentLibraryHooks {
  locale: Locale;
  /** A choice is stored (a new one, or the one found on this load), or was changed. */
  onConsent: (targetingAccepted: boolean) => void;
  onPreferencesClosed: () => void;
}

export async function startConsentLibrary(hooks: ConsentLibraryHooks): Promise<void> {
  const report = () => hooks.onConsent(CookieConsent.acceptedCategory('targeting'));
  // The visitor's texts first, each step a task of its own: with the library's evaluation and
  // start, one task was the longest of a first visit (about 85 ms at 4x CPU slowdown).
  await yieldToMain();
  const texts = consentTranslation(hooks.locale);
  await yieldToMain();
  await CookieConsent.run({
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: 365, sameSite: 'Lax' },
    autoShow: false,
    // Automated browsers (our own end-to-end tests among them) must see the dialog too.
    hideFromBots: false,
    guiOptions: { preferencesModal: { layout: 'box', equalWeightButtons: true } },
    categories: {
      necessary: { enabled: true, readOnly: true },
      targeting: { autoClear: { cookies: [{ name: /^ph_/ }] } },
    },
    language: {
      default: hooks.locale,
      translations: {
        en: hooks.locale === 'en' ? texts : () => consentTranslation('en'),
        de: hooks.locale === 'de' ? texts : () => consentTranslation('de'),
      },
    },
    onConsent: report,
    onChange: report,
    onModalHide: ({ modalName }) => {
      // After the library has moved focus back (or dropped it to <body>).
      if (modalName === 'preferencesModal') setTimeout(hooks.onPreferencesClosed);
    },
  });
}

/** The bar's two choices, stored as the library stores them. */
export function acceptConsent(choice: 'all' | 'necessary'): void {
  CookieConsent.acceptCategory(choice === 'all' ? 'all' : []);
}

export function showPreferences(): void {
  CookieConsent.showPreferences();
}

export function setLanguage(locale: Locale): void {
  void CookieConsent.setLanguage(locale);
}
