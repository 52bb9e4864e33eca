import type { RuntimeEnv } from '@booking/shared/contract/runtime-env';
import type { Locale } from '@booking/shared/i18n/locale';
import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent-banner.css';
import { disableTracking, enableTracking } from '../analytics/posthog-analytics';
import { type ConsentState, consentTransition } from './consent-machine';
import { consentTranslation } from './consent-texts';

/**
 * The cookie-consent banner (vanilla-cookieconsent) and what its answers do to analytics.
 * A bar at the bottom that reserves its own height at the end of the page, so it never covers
 * a booking button even on a 360 px screen; fully keyboard usable (the library's modals).
 */
let state: ConsentState = 'unknown';

function apply(env: RuntimeEnv): void {
  const next = consentTransition(state, CookieConsent.acceptedCategory('targeting'));
  state = next.state;
  if (next.action === 'start') void enableTracking(env);
  if (next.action === 'stop') void disableTracking();
}

function reserveSpace(show: boolean): void {
  const bar = document.querySelector<HTMLElement>('#cc-main .cm');
  document.body.style.paddingBottom = show && bar ? `${bar.offsetHeight}px` : '';
}

export function startConsentBanner(env: RuntimeEnv, locale: Locale): void {
  const observer = new ResizeObserver(() => reserveSpace(true));
  void CookieConsent.run({
    cookie: { name: 'booking_consent', expiresAfterDays: 365, sameSite: 'Lax' },
    // Automated browsers (our own end-to-end tests among them) must see the banner too.
    hideFromBots: false,
    guiOptions: {
      consentModal: { layout: 'bar inline', position: 'bottom', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      targeting: { autoClear: { cookies: [{ name: /^ph_/ }] } },
    },
    language: {
      default: locale,
      translations: { en: () => consentTranslation('en'), de: () => consentTranslation('de') },
    },
    onConsent: () => apply(env),
    onChange: () => apply(env),
    onModalShow: ({ modalName }) => {
      if (modalName !== 'consentModal') return;
      const bar = document.querySelector('#cc-main .cm');
      if (bar) observer.observe(bar);
      reserveSpace(true);
    },
    onModalHide: ({ modalName }) => {
      if (modalName !== 'consentModal') return;
      observer.disconnect();
      reserveSpace(false);
    },
  });
}

export function setConsentLanguage(locale: Locale): void {
  void CookieConsent.setLanguage(locale);
}

/** The footer's "Cookie settings": the choice can be changed at any time. */
export function showConsentPreferences(): void {
  CookieConsent.showPreferences();
}
