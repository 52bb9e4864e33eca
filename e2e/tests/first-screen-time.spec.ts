import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { beautyTime, chooseFreeTime } from '../pages/beauty-time';
import { PORTS, urlOf } from '../support/ports';
import { expect, test } from '../support/test';
import { newContextOnTestClock } from '../support/test-clock';

/**
 * The salon's time step carries its services and employee in its URL
 * (`book/time?services=a,b&employee=x`): opened cold it is drawn on the server with its free
 * times, and a link to it works for whoever it is sent to.
 */
test.use({ timezoneId: 'Europe/Berlin' });

const BOOK = '/demo-salon/mitte/book';
const api = (path: string) => `${urlOf(PORTS.api)}/v0/organizations/demo-salon/branches/mitte${path}`;

async function idOf(kind: 'services' | 'employees', matches: (item: Record<string, string>) => boolean) {
  const body = (await (await fetch(api(`/${kind}`))).json()) as { results: Record<string, Record<string, string>[]> };
  const found = body.results[kind]?.find(matches);
  if (!found) throw new Error(`no such ${kind} at the demo salon`);
  return found.id as string;
}
const cutId = () => idOf('services', (service) => service.name?.includes('Damenhaarschnitt') === true);
const annaId = () => idOf('employees', (person) => person.first_name === 'Anna');

const draftOf = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('beauty-draft:demo-salon/mitte') ?? '{}').state?.draft);

test.describe('with JavaScript off', () => {
  test.use({ awaitTakeOver: false, javaScriptEnabled: false });

  test('the time step URL opened cold shows the free times, drawn on the server', async ({ page }) => {
    const steps = beautyTime(page);
    const response = await page.goto(`${BOOK}/time?services=${await cutId()}&employee=${await annaId()}`);

    expect(response?.status()).toBe(200);
    await expect(page.locator('#root[data-server-drawn]')).toBeAttached();
    await expect(steps.timeHeading).toBeVisible();
    await expect(steps.employee('Anna Schmidt')).toBeChecked();
    await expect(steps.slots.first()).toBeVisible();
  });

  test('a choice the salon does not offer goes back to the services step, which says so', async ({ page }) => {
    const steps = beautyTime(page);
    const response = await page.goto(`${BOOK}/time?services=${randomUUID()}`);

    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`${BOOK}?choice=unavailable`);
    await expect(steps.servicesHeading).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(/not available here any more/);
  });
});

test('a shared time step link opens in a fresh browser with its choice, and a time can be held', async ({
  page,
  browser,
}) => {
  const steps = beautyTime(page);
  await page.goto(BOOK);
  await steps.service(/Damenhaarschnitt/).check();
  await steps.continueButton.click();
  await steps.employee('Anna Schmidt').check();
  await expect(page).toHaveURL(new RegExp(`/book/time\\?services=${await cutId()}&employee=${await annaId()}$`));
  const shared = page.url();

  const other = await newContextOnTestClock(browser, { timezoneId: 'Europe/Berlin' });
  await other.addCookies([{ name: 'booking_locale', value: 'en', domain: 'localhost', path: '/' }]);
  const friend = await other.newPage();
  const theirs = beautyTime(friend);
  const response = await friend.goto(shared);
  // Drawn on the server with its times: the friend's tab has no draft at all.
  expect(await response?.text()).toContain('name="slot"');
  await expect(theirs.timeHeading).toBeVisible();
  await expect(theirs.employee('Anna Schmidt')).toBeChecked();
  await friend.locator('#root:not([data-server-drawn])').waitFor({ state: 'attached' });
  await chooseFreeTime(friend);
  await expect(theirs.reserved).toBeVisible();
  expect(await draftOf(friend)).toMatchObject({ services: [await cutId()], employee: await annaId() });
  await other.close();
});

test('back and forward between the services and the time step keep the choice', async ({ page }) => {
  const steps = beautyTime(page);
  await page.goto(BOOK);
  await steps.service(/Damenhaarschnitt/).check();
  await steps.continueButton.click();
  await expect(steps.slots.first()).toBeVisible();
  const timeUrl = page.url();

  await page.goBack();
  await expect(steps.servicesHeading).toBeVisible();
  await expect(steps.service(/Damenhaarschnitt/)).toBeChecked();
  await page.goForward();
  await expect(steps.timeHeading).toBeVisible();
  expect(page.url()).toBe(timeUrl);
  await expect(steps.slots.first()).toBeVisible();
});

test('an unknown service in the link leaves the choice in the tab as it was', async ({ page }) => {
  const steps = beautyTime(page);
  await page.goto(BOOK);
  await steps.service(/Damenhaarschnitt/).check();
  await steps.continueButton.click();
  await expect(steps.slots.first()).toBeVisible();

  await page.goto(`${BOOK}/time?services=${randomUUID()}`);

  await expect(page.getByRole('alert')).toHaveText(/not available here any more/);
  await expect(steps.service(/Damenhaarschnitt/)).toBeChecked();
});
