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

/**
 * The bar reserves its height at the end of the page and as scroll padding, so the browser
 * scrolls a focused element above it instead of leaving it underneath (WCAG 2.2, 2.4.11).
 */
function reserveSpace(show: boolean): void {
  const bar = document.querySelector<HTMLElement>('#cc-main .cm');
  const height = show && bar ? `${bar.offsetHeight}px` : '';
  document.body.style.paddingBottom = height;
  document.documentElement.style.scrollPaddingBottom = height;
}

/** Where focus was on the page before it went into the bar; it goes back there after a choice. */
let lastPageFocus: HTMLElement | null = null;

function rememberPageFocus(event: FocusEvent): void {
  const target = event.target;
  if (target instanceof HTMLElement && !target.closest('#cc-main')) lastPageFocus = target;
}

/**
 * The bar does not block the page, so it is no modal dialog: a region without `aria-modal`,
 * first in the tab order (the library appends it to the end of <body>).
 */
function placeBar(): void {
  const root = document.getElementById('cc-main');
  root?.querySelector('.cm')?.removeAttribute('aria-modal');
  if (root && document.body.firstElementChild !== root) document.body.prepend(root);
}

function returnFocus(): void {
  const active = document.activeElement;
  if (active && active !== document.body && !active.closest('#cc-main')) return;
  const target = lastPageFocus?.isConnected ? lastPageFocus : document.getElementById('main');
  target?.focus({ preventScroll: true });
}

export function startConsentBanner(env: RuntimeEnv, locale: Locale): void {
  document.addEventListener('focusin', rememberPageFocus);
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
      placeBar();
      const bar = document.querySelector('#cc-main .cm');
      if (bar) observer.observe(bar);
      reserveSpace(true);
    },
    onModalHide: ({ modalName }) => {
      // After the library has moved focus (or dropped it to <body>).
      setTimeout(returnFocus);
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
