import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { PORTS, urlOf } from '../support/ports';
import { signedInTest as staffTest, signedInOwnerTest as test } from '../support/signed-in-staff';
import { axeViolations, expect } from '../support/test';
import { testNow } from '../support/test-clock';

// The tests move the demo salon's categories: one at a time, in order, so none reads another's move.
test.describe.configure({ mode: 'default' });

/*
 * The owner's services settings over the demo salon: a category and services performed by an
 * employee, their order changed by keyboard and seen on the public services step in that
 * order; a service with a booked appointment hidden, not deleted. Names carry a run marker, so
 * a retry or a second run meets its own rows only. The new category moves up one place, never
 * to the top: other tests book the public list's first service.
 */
const API = urlOf(PORTS.api);
const marker = () => randomUUID().slice(0, 6);

/** Picks an item up by its handle, moves it one place, waits until it is said to be there, drops it. */
async function pressToMove(page: Page, name: string, key: 'ArrowUp' | 'ArrowDown', position: number) {
  const handle = page.getByRole('button', { name: `Move ${name}`, exact: true });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press(key);
  // When the place above is out of view the page scrolls first, and the item follows.
  await expect(page.getByText(`${name} is now at position ${position} of`)).toBeAttached();
  await page.keyboard.press('Space');
}

async function addService(page: Page, category: string, name: string, price: string) {
  await page.getByRole('link', { name: `Add a service to ${category}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New service' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Duration').selectOption({ label: '45 min' });
  await page.getByLabel('Price in EUR').fill(price);
  await page.getByRole('checkbox', { name: 'Jonas Weber' }).check();
  await page.getByRole('button', { name: 'Save service' }).press('Enter');
  await expect(page).toHaveURL('/staff/settings/services');
}

/** A category and its services (20 minutes, 15 euros, by Jonas at Mitte) added through the owner's API. */
async function addByApi(page: Page, category: string, names: string[]): Promise<{ id: string }[]> {
  const write = async (path: string, data: unknown) => {
    const response = await page.request.post(`${API}/v0/staff/settings${path}`, {
      data,
      headers: { origin: urlOf(PORTS.shell) },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return response.json();
  };
  const settings = await (await page.request.get(`${API}/v0/staff/settings/services`)).json();
  const jonas = settings.results.employees.find((e: { first_name: string }) => e.first_name === 'Jonas').id;
  const mitte = settings.results.branches.find((b: { name: string }) => b.name.endsWith('Mitte')).id;
  const added = (await write('/service-categories', { name: category })).results.category;
  const services: { id: string }[] = [];
  for (const name of names) {
    const body = {
      category_id: added.id,
      name,
      description: null,
      duration_minutes: 20,
      price_minor: 1500,
      online_bookable: true,
      buffer_after_minutes: 0,
      branch_ids: [mitte],
      employee_ids: [jonas],
    };
    services.push((await write('/services', body)).results.service);
  }
  return services;
}

test('the drag library is downloaded for the services screen only', async ({ page }) => {
  const dragCode: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const text = await response.text().catch(() => '');
    if (text.includes('DndLiveRegion')) dragCode.push(response.url());
  });
  await page.goto('/staff/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  expect(dragCode).toEqual([]);
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Services' }).click();
  await expect(page.getByRole('button', { name: 'Move Farbe' })).toBeVisible();
  await expect.poll(() => dragCode.length).toBe(1);
});

staffTest("staff who open the services address are told the settings are the owners'", async ({ page }) => {
  await page.goto('/staff/settings/services');
  await expect(page.getByText("Only the business's owners can change its settings.")).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toHaveCount(0);
});

test.describe('at 768 px, in English', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('adds a category and services, orders them by keyboard, and the public step shows that order', async ({
    page,
  }) => {
    const run = marker();
    const category = `Bart ${run}`;
    const [first, second] = [`Bartpflege ${run}`, `Rasur ${run}`];
    await page.goto('/staff/settings');
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Services' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Category name').fill(category);
    await page.getByRole('button', { name: 'Add category' }).press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();

    // A price that is not one (three decimals) is refused at its field, with the summary; nothing is lost.
    await page.getByRole('link', { name: `Add a service to ${category}` }).click();
    await page.getByLabel('Name', { exact: true }).fill(first);
    await page.getByLabel('Price in EUR').fill('12.345');
    await page.getByRole('button', { name: 'Save service' }).press('Enter');
    await expect(page.getByText('Correct all marked fields')).toBeVisible();
    await expect(page.getByLabel('Price in EUR')).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Leave without saving' }).click();

    await addService(page, category, first, '27.50');
    await addService(page, category, second, '20');
    const block = page.getByRole('region', { name: category });
    await expect(block.getByRole('link')).toHaveText([first, second, `Add a service to ${category}`]);
    await expect(block).toContainText('€27.50');

    await pressToMove(page, second, 'ArrowUp', 1);
    await expect(block.getByRole('link')).toHaveText([second, first, `Add a service to ${category}`]);
    const saved = page.getByRole('status').filter({ hasText: 'The new order is saved.' });
    await expect(saved).toHaveCount(1);
    // The category headings, without the navigation's and the add form's: one place up is its index.
    const headings = (await page.getByRole('heading', { level: 2 }).allTextContents()).slice(1, -1);
    await pressToMove(page, category, 'ArrowUp', headings.indexOf(category));
    await expect(saved).toHaveCount(2);
    expect(await axeViolations(page)).toEqual([]);
    // Saved, not only shown: the order is the same after a reload.
    await page.reload();
    await expect(block.getByRole('link')).toHaveText([second, first, `Add a service to ${category}`]);
    const reloaded = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(reloaded.indexOf(category)).toBe(reloaded.indexOf('Nägel') - 1);

    await page.goto('/demo-salon/mitte');
    const group = page.getByRole('group', { name: category });
    await expect(group.locator('.card-title')).toHaveText([second, first]);
    const legends = await page.locator('legend').allTextContents();
    expect(legends.indexOf(category)).toBe(legends.indexOf('Nägel') - 1);
  });

  test('reorders services by dragging a handle with the pointer', async ({ page }) => {
    const run = marker();
    const category = `Hände ${run}`;
    const [first, second] = [`Handpflege ${run}`, `Handmassage ${run}`];
    await addByApi(page, category, [first, second]);
    await page.goto('/staff/settings/services');
    const block = page.getByRole('region', { name: category });
    await expect(block.getByRole('link')).toHaveText([first, second, `Add a service to ${category}`]);

    await block.scrollIntoViewIfNeeded();
    const from = await block.getByRole('button', { name: `Move ${second}` }).boundingBox();
    const to = await block.getByRole('button', { name: `Move ${first}` }).boundingBox();
    if (!from || !to) throw new Error('the handles are not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + 4, { steps: 12 });
    await page.mouse.up();

    await expect(block.getByRole('link')).toHaveText([second, first, `Add a service to ${category}`]);
    await expect(block.getByRole('status').filter({ hasText: 'The new order is saved.' })).toHaveCount(1);
    await page.reload();
    await expect(block.getByRole('link')).toHaveText([second, first, `Add a service to ${category}`]);
  });
});

test.describe('at 360 px, in German', () => {
  test.use({ viewport: { width: 360, height: 800 }, uiLocale: 'de' });

  test('a service with a booked appointment is hidden from online booking instead of deleted', async ({ page }) => {
    const run = marker();
    const category = `Brauen ${run}`;
    const name = `Augenbrauen ${run}`;
    const [service = { id: '' }] = await addByApi(page, category, [name]);
    const day = (offset: number) => new Date(testNow() + offset * 86_400_000).toISOString().slice(0, 10);
    const base = `${API}/v0/organizations/demo-salon/branches/mitte`;
    const query = new URLSearchParams({ services: service.id, from: day(2), to: day(12) });
    const { results } = await (await page.request.get(`${base}/availability?${query}`)).json();
    const booked = await page.request.post(`${base}/appointments`, {
      headers: { 'idempotency-key': randomUUID() },
      data: {
        services: [service.id],
        employee_id: null,
        start: results.slots[0].start,
        contact: { first_name: 'Erika', last_name: 'Probe', email: 'erika.probe@example.com', phone: '+49 30 1234567' },
        reminder: 'email',
        payment: 'on_site',
      },
    });
    expect(booked.status()).toBe(201);

    await page.goto(`/staff/settings/services/${service.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Leistung ausblenden' })).toBeVisible();
    await expect(page.getByText('Ein Termin dieser Leistung steht noch bevor')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Leistung löschen' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Für Online-Buchungen ausblenden' }).press('Enter');

    await expect(page).toHaveURL('/staff/settings/services');
    const block = page.getByRole('region', { name: category });
    await expect(block.getByText('Online nicht buchbar')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/demo-salon/mitte');
    await expect(page.getByRole('group').first()).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
  });

  test('renames a category in place, refuses to delete one with services, deletes an empty one after asking; prices in German', async ({
    page,
  }) => {
    const run = marker();
    const [category, renamed, empty] = [`Füße ${run}`, `Fußpflege ${run}`, `Leer ${run}`];
    const [service = { id: '' }] = await addByApi(page, category, [`Pediküre ${run}`]);
    await page.goto('/staff/settings/services');
    await page.getByLabel('Name der Kategorie').fill(empty);
    await page.getByRole('button', { name: 'Kategorie hinzufügen' }).press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: empty })).toBeVisible();

    const block = page.getByRole('region', { name: category });
    await block.getByRole('button', { name: `Umbenennen: ${category}` }).press('Enter');
    const name = block.getByLabel('Neuer Name');
    await expect(name).toBeFocused();
    await expect(name).toHaveValue(category);
    expect(await axeViolations(page)).toEqual([]);
    await name.fill(renamed);
    await page.keyboard.press('Enter');
    const renamedBlock = page.getByRole('region', { name: renamed });
    await expect(renamedBlock.getByRole('heading', { level: 2, name: renamed })).toBeVisible();
    await expect(renamedBlock.getByRole('button', { name: `Umbenennen: ${renamed}` })).toBeFocused();

    // Holding a service, it is not deleted: the owner is told why and what to do.
    await renamedBlock.getByRole('button', { name: `Löschen: ${renamed}` }).press('Enter');
    await expect(
      renamedBlock
        .getByRole('alert')
        .filter({ hasText: 'enthält noch eine Leistung und kann deshalb nicht gelöscht werden' }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/demo-salon/mitte');
    await expect(page.getByRole('group', { name: renamed })).toBeVisible();

    // Empty, it is deleted once the owner says yes.
    await page.goto('/staff/settings/services');
    await page
      .getByRole('region', { name: empty })
      .getByRole('button', { name: `Löschen: ${empty}` })
      .press('Enter');
    const dialog = page.getByRole('dialog', { name: `Kategorie „${empty}“ löschen?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Kategorie löschen' }).press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: empty })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: renamed })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: empty })).toHaveCount(0);

    // The price reads the German way and 27,5 typed is taken as 27,50 €.
    await page.goto(`/staff/settings/services/${service.id}`);
    const price = page.getByLabel('Preis in EUR');
    await expect(price).toHaveValue('15,00');
    await price.fill('27,5');
    await page.getByRole('button', { name: 'Leistung speichern' }).press('Enter');
    await expect(page).toHaveURL('/staff/settings/services');
    await expect(page.getByRole('region', { name: renamed })).toContainText('27,50 €');
  });
});
