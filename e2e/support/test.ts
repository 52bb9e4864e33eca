import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';
import type { ReceivedRequest } from './intake-server';
import { PORTS, urlOf } from './ports';
import { Telemetry } from './telemetry';
import { installTestClock, testNow } from './test-clock';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Fixtures {
  /**
   * The locale the test asserts texts in; saved as the visitor's choice before any page script
   * runs, in every page of the context. Saved only while there is no choice yet, so that a
   * choice the test makes with the Language select survives a reload.
   */
  uiLocale: 'en' | 'de';
  /**
   * The visitor's cookie choice before the test starts: 'necessary' (the default, so the banner
   * stays out of tests about other things), 'all' (a returning visitor who accepted), or
   * 'unset' (a first visit: the banner shows).
   */
  consent: 'unset' | 'necessary' | 'all';
  /**
   * This test's part of the intake: the context's environment file points analytics and error
   * reporting at it (support/telemetry.ts). Tests that do not ask for it send to the shared log.
   */
  telemetry: Telemetry;
  /**
   * `page.goto` returns once the app has taken over the page the server drew (decision 0030), so
   * a test's quick actions go to the app. Tests about the server's page itself turn it off.
   */
  awaitTakeOver: boolean;
}

function consentCookie(categories: string[]) {
  const now = new Date(testNow()).toISOString();
  const value = {
    categories,
    revision: 0,
    data: null,
    consentTimestamp: now,
    consentId: '00000000-0000-4000-8000-000000000000',
    services: { necessary: [], targeting: [] },
    languageCode: 'en',
    lastConsentTimestamp: now,
    expirationTime: testNow() + 365 * 86_400_000,
  };
  return { name: 'booking_consent', value: encodeURIComponent(JSON.stringify(value)), domain: 'localhost', path: '/' };
}

/** How the app's console lines about react-intl errors begin. */
const INTL_ERROR_PREFIX = '[react-intl]';

export const test = base.extend<Fixtures>({
  uiLocale: ['en', { option: true }],
  awaitTakeOver: [true, { option: true }],
  page: async ({ page, awaitTakeOver, javaScriptEnabled }, use) => {
    // A react-intl error (a missing text, a placeholder without its value) shows an id or a raw
    // pattern to the visitor; the app writes each to the console (shell/src/i18n/intl-error-line.ts).
    const intlErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith(INTL_ERROR_PREFIX)) intlErrors.push(message.text());
    });
    if (awaitTakeOver && javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await page.locator('#root:not([data-server-drawn])').waitFor({ state: 'attached' });
        return response;
      };
    }
    await use(page);
    expect(intlErrors, 'react-intl errors in the page').toEqual([]);
  },
  consent: ['necessary', { option: true }],
  /**
   * A visitor's ordinary Chrome: posthog-js drops every event from a user agent that says
   * HeadlessChrome (and from navigator.webdriver, which playwright.config.ts turns off).
   */
  userAgent: async ({ browser }, use) => {
    const major = browser.version().split('.')[0];
    await use(
      `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Safari/537.36`,
    );
  },
  telemetry: async ({ context }, use) => {
    const telemetry = new Telemetry(randomUUID().replaceAll('-', ''));
    await telemetry.attach(context);
    await use(telemetry);
  },
  context: async ({ context, uiLocale, consent }, use) => {
    // Every page runs on the clock the API runs on: the same today, the same hour.
    await installTestClock(context);
    if (consent !== 'unset') {
      await context.addCookies([consentCookie(consent === 'all' ? ['necessary', 'targeting'] : ['necessary'])]);
    }
    // The server draws the first screen in the language of this cookie (the shell writes it beside localStorage).
    await context.addCookies([{ name: 'booking_locale', value: uiLocale, domain: 'localhost', path: '/' }]);
    await context.addInitScript((chosen) => {
      try {
        if (window.localStorage.getItem('booking.locale') === null)
          window.localStorage.setItem('booking.locale', chosen);
      } catch {
        // about:blank and other opaque origins have no storage; the product's pages do.
      }
    }, uiLocale);
    await use(context);
  },
});

export { expect };

/** Runs axe-core in the page and returns its violations (rule id and the first target of each). */
export async function axeViolations(page: Page): Promise<{ id: string; target: string }[]> {
  // Evaluated through the DevTools protocol: the product's Content-Security-Policy forbids inline scripts.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at runtime
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v: { id: string; nodes: { target: string[] }[] }) => ({
      id: v.id,
      target: String(v.nodes[0]?.target[0] ?? ''),
    }));
  });
}

/** Error reports the intake received whose page URL contains `marker`. */
export async function errorReportsFor(marker: string): Promise<ReceivedRequest[]> {
  const response = await fetch(`${urlOf(PORTS.intake)}/__received`);
  const all = (await response.json()) as ReceivedRequest[];
  return all.filter((r) => r.path.includes('/envelope/') && r.body.includes(marker) && r.body.includes('"exception"'));
}
