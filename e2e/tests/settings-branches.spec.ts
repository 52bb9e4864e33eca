import { randomUUID } from 'node:crypto';
import { withoutZone } from '@booking/shared/time/without-zone';
import type { APIRequestContext, Page } from '@playwright/test';
import { mailsTo } from '../support/customer-mail';
import { PORTS, urlOf } from '../support/ports';
import { signedInOwnerTest } from '../support/signed-in-staff';
import { firstOnlineSlot } from '../support/staff-calendar-data';
import { axeViolations, expect } from '../support/test';

/**
 * The owner's branches, keyboard only: a new branch with hours and a lunch break, then a
 * closed day over a booked appointment, which the owner is asked about and cancels with a
 * message the customer gets. Against the real API, on the demo salon; what a test adds it
 * takes away again (the branch is closed, the day opened), so the demo stays as it was.
 */
const test = signedInOwnerTest;
const API = urlOf(PORTS.api);
const unique = () => Math.random().toString(36).slice(2, 8);

/** Presses Enter on a control, as a keyboard user does once they tabbed to it. */
async function press(page: Page, name: string | RegExp, role: 'button' | 'link' = 'button') {
  const control = page.getByRole(role, { name, exact: typeof name === 'string' });
  await control.focus();
  await page.keyboard.press('Enter');
}

test('an owner adds a branch with opening hours and a break, and closes it again', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.goto('/staff/settings');
  await press(page, 'Branches and opening hours', 'link');
  await expect(page.getByRole('heading', { level: 1, name: 'Branches and opening hours' })).toBeVisible();
  expect(await axeViolations(page), 'the list').toEqual([]);
  await press(page, 'Add a branch', 'link');

  const name = `Studio Lumen ${unique()}`;
  const slug = `e2e-${unique()}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Page address').fill(slug);
  await page.getByLabel('Street').fill('Torstraße');
  await page.getByLabel('Number').fill('12');
  await page.getByLabel('ZIP code').fill('10119');
  await page.getByLabel('City').fill('Berlin');
  await page.getByLabel('Phone', { exact: true }).fill('30 9876543');
  await expect(page.getByLabel('Time zone')).toHaveValue('Europe/Berlin');
  // Monday starts with two periods: the lunch break is the gap between them.
  await expect(page.getByLabel('Monday, period 1: closes')).toHaveValue('13:00');
  await expect(page.getByLabel('Monday, period 2: opens')).toHaveValue('14:00');
  await page.getByLabel('Tuesday, period 1: closes').fill('12:30');
  // Sunday is closed until a period is added.
  await expect(page.getByRole('group', { name: 'Sunday' })).toContainText('Closed');
  await press(page, 'Add a period on Sunday');
  await page.getByLabel('Sunday, period 1: opens').fill('10:00');
  await page.getByLabel('Sunday, period 1: closes').fill('14:00');
  expect(await axeViolations(page), 'the form').toEqual([]);
  await press(page, 'Add the branch');

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`${name} is saved.`)).toBeVisible();
  const listed = await (await page.request.get(`${API}/v0/organizations/demo-salon/branches`)).json();
  expect(JSON.stringify(listed)).toContain(slug);

  // Closing asks first; a branch without bookings closes at once and leaves the booking page.
  await press(page, 'Close the branch');
  const question = page.getByRole('dialog', { name: `Close ${name}?` });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Yes, close it' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'This branch is closed' })).toBeVisible();
  const after = await (await page.request.get(`${API}/v0/organizations/demo-salon/branches`)).json();
  expect(JSON.stringify(after)).not.toContain(slug);
});

/** A customer books the first free online time from `fromDay` days ahead, in German; their name, email and date. */
async function bookOnline(request: APIRequestContext, fromDay: number) {
  const { service, slots } = await firstOnlineSlot(request, fromDay);
  const start = slots[0]?.start ?? '';
  const id = unique();
  const contact = {
    first_name: 'Closed',
    last_name: `Day ${id}`,
    email: `closed.${id}@example.com`,
    phone: '+49 30 1234567',
  };
  const response = await request.post(`${API}/v0/organizations/demo-salon/branches/mitte/appointments`, {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      services: [service],
      employee_id: null,
      start: withoutZone(start),
      contact,
      reminder: 'none',
      payment: 'on_site',
      locale: 'de',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { name: `${contact.first_name} ${contact.last_name}`, email: contact.email, date: start.slice(0, 10) };
}

test.describe('in German, on a phone', () => {
  test.use({ uiLocale: 'de' });

  test('closing a day with a booked appointment asks what to do; cancelled, the customer gets the message', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 900 });
    const customer = await bookOnline(page.request, 30 + Math.floor(Math.random() * 40));

    await page.goto('/staff/settings/branches');
    await press(page, 'Studio Lumen Mitte', 'link');
    await expect(page.getByRole('heading', { level: 1, name: 'Studio Lumen Mitte' })).toBeVisible();
    // Booked here already: the time zone stays, and the page says why.
    await expect(page.getByText('In dieser Zeitzone wurden bereits Termine gebucht')).toBeVisible();
    await press(page, 'Schließtag hinzufügen');
    await page.getByLabel('Schließtag 1: Datum').fill(customer.date);
    await page.getByLabel('Schließtag 1: Grund').fill('Inventur');
    await press(page, 'Änderungen speichern');

    const question = page.getByRole('dialog', { name: /gebuchte[rs]? Termine? verlier/ });
    await expect(question).toBeVisible();
    await expect(question.getByRole('listitem').filter({ hasText: customer.name })).toBeVisible();
    expect(await axeViolations(page), 'the question').toEqual([]);
    await question.getByRole('radio', { name: /^Absagen/ }).focus();
    await page.keyboard.press('Space');
    const words = 'Wir machen an diesem Tag Inventur. Bitte buchen Sie neu.';
    await question.getByLabel('Nachricht an die Kundinnen und Kunden').fill(words);
    await question.getByRole('button', { name: 'Speichern' }).focus();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('status').filter({ hasText: /abgesagt/ })).toContainText(customer.name);
    await expect.poll(async () => (await mailsTo(customer.email)).join('\n')).toContain(words);

    // The day opens again, so the demo stays as it was; nobody is booked on it any more. The
    // first save's note goes after its few seconds first, so the note seen is this save's.
    const saved = page.getByText('Studio Lumen Mitte ist gespeichert.');
    await expect(saved).toHaveCount(0);
    await press(page, 'Schließtag 1 entfernen');
    await press(page, 'Änderungen speichern');
    await expect(saved).toBeVisible();
  });
});
