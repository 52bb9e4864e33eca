import type { Page } from '@playwright/test';
import { press, typeInto } from '../support/keyboard';
import { axeViolations, expect } from '../support/test';
import { type Locale, salonSetup } from './salon-setup';

export type NewBranch = {
  name: string;
  slug: string;
  street: string;
  number: string;
  zip: string;
  city: string;
  /** As typed, without the country's code. */
  phone: string;
};

/**
 * From the settings, a new branch by keyboard: its name, page address, address and phone,
 * with the hours it starts with; the form passes axe, and the branch is said to be saved.
 */
export async function addBranchByKeyboard(page: Page, locale: Locale, branch: NewBranch) {
  const { say, settingsNav } = salonSetup(page, locale);
  await press(settingsNav.getByRole('link', { name: say.branches }));
  await expect(page.getByRole('heading', { level: 1, name: say.branches })).toBeVisible();
  await press(page.getByRole('link', { name: say.addBranch }));
  for (const [label, value] of [
    [say.branchName, branch.name],
    [say.slug, branch.slug],
    [say.street, branch.street],
    [say.number, branch.number],
    [say.zip, branch.zip],
    [say.city, branch.city],
    [say.phone, branch.phone],
  ] as const) {
    await typeInto(page.getByLabel(label, { exact: true }), value);
  }
  expect(await axeViolations(page), 'the branch form').toEqual([]);
  await press(page.getByRole('button', { name: say.createBranch, exact: true }));
  await expect(page.getByText(say.branchSaved(branch.name))).toBeVisible();
}
