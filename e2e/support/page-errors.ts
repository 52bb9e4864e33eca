import type { Page, TestType } from '@playwright/test';
import { expect } from './test';

/**
 * Every console error and uncaught page error of a test fails it. On a drawn page that is above
 * all a hydration mismatch: React then draws the page anew and reports it (render-app.tsx sends
 * `onRecoverableError` to error reporting, which also writes it to the console), which would
 * otherwise pass unseen because the page looks the same.
 */
// biome-ignore lint/suspicious/noExplicitAny: any test type with a `page` fixture
export function failOnPageErrors(test: TestType<{ page: Page } & any, any>, expectedRefusals: string[] = []): void {
  const errors = new WeakMap<Page, string[]>();
  test.beforeEach(({ page }: { page: Page }) => {
    const seen: string[] = [];
    errors.set(page, seen);
    page.on('console', (message) => {
      // A page answered 404 on purpose is logged as a failed load of the document itself; the
      // caller names the requests whose refusal is an answer (a session asked for while signed out).
      const from = message.location().url;
      if (message.type() !== 'error' || from === page.url() || expectedRefusals.includes(from)) return;
      seen.push(message.text());
    });
    page.on('pageerror', (error) => seen.push(error.message));
  });
  test.afterEach(({ page }: { page: Page }) => {
    expect(errors.get(page) ?? []).toEqual([]);
  });
}
