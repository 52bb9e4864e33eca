import type { Page } from '@playwright/test';
import { press, typeInto } from '../support/keyboard';
import { emailedLink } from '../support/mail-folder';
import { browseAsOwnClient, PASSWORD } from '../support/staff-accounts';
import { axeViolations, expect } from '../support/test';
import { type Locale, salonSetup } from './salon-setup';
import { staffConfirmEmail, staffSignUp, type uniqueBusiness } from './staff-sign-up';

/**
 * The sign-up from the staff sign-in page, the emailed confirmation (choosing the password), and
 * the first sign-in, by keyboard, for a salon or (`kind`) a restaurant.
 */
export async function signUpByKeyboard(
  page: Page,
  locale: Locale,
  business: ReturnType<typeof uniqueBusiness>,
  kind: 'salon' | 'restaurant' = 'salon',
) {
  const { say } = salonSetup(page, locale);
  await browseAsOwnClient(page);
  await page.goto('/staff');
  const form = staffSignUp(page, locale);
  await form.tabTo(page.getByRole('link', { name: say.createPage }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: say.createPage })).toBeVisible();
  expect(await axeViolations(page), 'the sign-up form').toEqual([]);
  await form.tabTo(form.businessName);
  await page.keyboard.type(business.name);
  await form.tabTo(form.address);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(business.address);
  await expect(page.getByText(say.addressFree(business.address))).toBeVisible();
  // The kinds are radios, one Tab stop: Tab reaches the salon, Space chooses it, an arrow the restaurant below.
  await form.tabTo(form.salon);
  await page.keyboard.press(kind === 'salon' ? 'Space' : 'ArrowDown');
  await expect(form[kind]).toBeChecked();
  for (const [field, text] of [
    [form.firstName, 'Nora'],
    [form.lastName, 'Neuland'],
    [form.email, business.email],
  ] as const) {
    await form.tabTo(field);
    await page.keyboard.type(text);
  }
  await form.tabTo(form.terms);
  await page.keyboard.press('Space');
  await form.tabTo(form.submit);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: say.checkEmail })).toBeFocused();

  // The link's page keeps the name and address (or lets them change) and asks for the password.
  await page.goto(await emailedLink(business.email, '/staff/confirm-email'));
  const confirm = staffConfirmEmail(page, locale);
  await expect(confirm.heading).toBeVisible();
  await expect(confirm.address).toHaveValue(business.address);
  await form.tabTo(confirm.password);
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: say.confirmed })).toBeVisible();
  await press(page.getByRole('link', { name: say.signIn }));
  await expect(page.getByRole('heading', { level: 1, name: say.signIn })).toBeVisible();
  await typeInto(page.getByLabel(say.email, { exact: true }), business.email);
  await typeInto(page.getByLabel(say.password, { exact: true }), PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: say.chooseBranch })).toBeVisible();
}
