import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';
import type { ReceivedRequest } from './intake-server';
import { PORTS, urlOf } from './ports';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Fixtures {
  /** The locale the test asserts texts in; saved as the visitor's choice before any page script runs. */
  uiLocale: 'en' | 'de';
}

export const test = base.extend<Fixtures>({
  uiLocale: ['en', { option: true }],
  page: async ({ page, uiLocale }, use) => {
    await page.addInitScript((chosen) => window.localStorage.setItem('booking.locale', chosen), uiLocale);
    await use(page);
  },
});

export { expect };

/** Runs axe-core in the page and returns its violations (rule id and the first target of each). */
export async function axeViolations(page: Page): Promise<{ id: string; target: string }[]> {
  await page.addScriptTag({ content: axeSource });
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
