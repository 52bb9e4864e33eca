import type { Page } from '@playwright/test';

const TEXTS = {
  en: {
    banner: 'Your privacy',
    acceptAll: 'Accept all',
    onlyNecessary: 'Only necessary',
    preferences: 'Cookie settings',
    targeting: 'Targeting and analytics',
    save: 'Save settings',
  },
  de: {
    banner: 'Ihre Privatsphäre',
    acceptAll: 'Alle akzeptieren',
    onlyNecessary: 'Nur notwendige',
    preferences: 'Cookie-Einstellungen',
    targeting: 'Targeting und Analyse',
    save: 'Einstellungen speichern',
  },
} as const;

/** The cookie-consent banner, its preferences dialog and the footer button that reopens them. */
export function consentBanner(page: Page, locale: 'en' | 'de' = 'en') {
  const t = TEXTS[locale];
  const banner = page.getByRole('dialog', { name: t.banner });
  const preferences = page.getByRole('dialog', { name: t.preferences });
  return {
    banner,
    acceptAll: banner.getByRole('button', { name: t.acceptAll }),
    onlyNecessary: banner.getByRole('button', { name: t.onlyNecessary }),
    /** The footer's button (the banner's own "Settings" button is another one). */
    cookieSettings: page.getByRole('contentinfo').getByRole('button', { name: t.preferences }),
    preferences,
    targeting: preferences.getByRole('checkbox', { name: t.targeting }),
    save: preferences.getByRole('button', { name: t.save }),
  };
}

/** The visitor's stored choice, as the consent library wrote it into its cookie. */
export async function storedConsent(page: Page): Promise<string[] | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'booking_consent');
  if (!cookie) return null;
  return (JSON.parse(decodeURIComponent(cookie.value)) as { categories: string[] }).categories;
}
