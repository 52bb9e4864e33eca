import type { Locator, Page } from '@playwright/test';

/** The words of the sign-up form in each language the tests use. */
const WORDS = {
  en: {
    businessName: 'Business name',
    address: 'Page address',
    salon: /^Salon \(/,
    restaurant: 'Restaurant or café',
    firstName: 'Your first name',
    lastName: 'Your last name',
    email: 'Your email',
    terms: /I accept the terms/,
    submit: 'Create booking page',
  },
  de: {
    businessName: 'Name des Betriebs',
    address: 'Adresse der Seite',
    salon: /^Salon \(/,
    restaurant: 'Restaurant oder Café',
    firstName: 'Ihr Vorname',
    lastName: 'Ihr Nachname',
    email: 'Ihre E-Mail-Adresse',
    terms: /Ich akzeptiere die Nutzungsbedingungen/,
    submit: 'Buchungsseite erstellen',
  },
} as const;

/** The sign-up form at /staff/sign-up (no password: it is chosen on the confirmation link). */
export function staffSignUp(page: Page, locale: 'en' | 'de' = 'en') {
  const words = WORDS[locale];
  const form = {
    businessName: page.getByLabel(words.businessName, { exact: true }),
    address: page.getByLabel(words.address, { exact: true }),
    salon: page.getByRole('radio', { name: words.salon }),
    restaurant: page.getByRole('radio', { name: words.restaurant }),
    firstName: page.getByLabel(words.firstName, { exact: true }),
    lastName: page.getByLabel(words.lastName, { exact: true }),
    email: page.getByLabel(words.email, { exact: true }),
    terms: page.getByRole('checkbox', { name: words.terms }),
    submit: page.getByRole('button', { name: words.submit }),
    /** Presses Tab until `target` has focus: the keyboard's own way through a form. */
    async tabTo(target: Locator, limit = 40): Promise<void> {
      for (let i = 0; i < limit; i++) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error('Tab never reached the element');
    },
  };
  return form;
}

/** An email address and page address no other test or run uses. */
export function uniqueBusiness(prefix: string) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return {
    name: `${prefix} ${tag}`,
    address: `${prefix.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${tag}`,
    email: `owner-${tag}@example.com`,
  };
}

/** The words of the confirmation page's form in each language the tests use. */
const CONFIRM_WORDS = {
  en: {
    title: 'Confirm your email and choose a password',
    businessName: 'Business name',
    address: 'Page address',
    password: 'Choose a password',
    submit: 'Confirm and save',
  },
  de: {
    title: 'E-Mail-Adresse bestätigen und Passwort wählen',
    businessName: 'Name des Betriebs',
    address: 'Adresse der Seite',
    password: 'Passwort wählen',
    submit: 'Bestätigen und speichern',
  },
} as const;

/** The confirmation email's page: the business kept or changed, and the owner's password chosen. */
export function staffConfirmEmail(page: Page, locale: 'en' | 'de' = 'en') {
  const words = CONFIRM_WORDS[locale];
  return {
    heading: page.getByRole('heading', { level: 1, name: words.title }),
    businessName: page.getByLabel(words.businessName, { exact: true }),
    address: page.getByLabel(words.address, { exact: true }),
    password: page.getByLabel(words.password, { exact: true }),
    submit: page.getByRole('button', { name: words.submit }),
  };
}
