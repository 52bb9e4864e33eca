import { PORTS, urlOf } from '../support/ports';
import { signedInOwnerTest } from '../support/signed-in-staff';
import { axeViolations, expect } from '../support/test';

/**
 * A branch its owner closed: staff still find it in their branch choice, marked closed, and
 * the owner reaches its settings from there (keyboard only); customers who open its address
 * get the not-found screen. The branch is added and closed by this test, on the demo salon.
 */
const test = signedInOwnerTest;
const API = urlOf(PORTS.api);
const unique = () => Math.random().toString(36).slice(2, 8);

test('a closed branch is marked closed for staff, leads the owner to its settings, and is not found by customers', async ({
  page,
}) => {
  const name = `Atelier ${unique()}`;
  const slug = `e2e-closed-${unique()}`;
  const headers = { origin: urlOf(PORTS.shell) };
  const week = [[], ...Array.from({ length: 6 }, () => [{ start: '10:00', end: '18:00' }])];
  const created = await page.request.post(`${API}/v0/staff/settings/branches`, {
    headers,
    data: {
      name,
      slug,
      street: 'Torstraße',
      house_number: '12',
      zip: '10119',
      city: 'Berlin',
      country: 'DE',
      phone: '+49 30 9876543',
      timezone: 'Europe/Berlin',
      opening_hours: week,
      closed_days: [],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()).results.branch as { id: string };
  const closed = await page.request.post(`${API}/v0/staff/settings/branches/${id}/close`, {
    headers,
    data: { on_appointments: 'keep' },
  });
  expect(closed.ok()).toBe(true);

  await page.setViewportSize({ width: 768, height: 1000 });
  await page.goto('/staff/branches');
  await expect(page.getByRole('button', { name: new RegExp(`^${name} \\(closed\\)`) })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Studio Lumen Mitte/ })).not.toContainText('(closed)');
  expect(await axeViolations(page), 'the branch choice').toEqual([]);
  const settings = page.getByRole('link', { name: `Settings of ${name} (closed): reopen or change it` });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This branch is closed' })).toBeVisible();

  // Customers: its address is a page that does not exist.
  await page.goto(`/demo-salon/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
