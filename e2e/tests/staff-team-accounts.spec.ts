import type { Page } from '@playwright/test';
import { staffSignIn } from '../pages/staff-sign-in';
import { staffConfirmEmail, staffSignUp, uniqueBusiness } from '../pages/staff-sign-up';
import { mailsTo } from '../support/customer-mail';
import { emailedLink } from '../support/mail-folder';
import { PORTS, urlOf } from '../support/ports';
import { acceptInvitation, confirmedOwner, invite, ownClient, PASSWORD, signInAs } from '../support/staff-accounts';
import { axeViolations, expect, test } from '../support/test';

/**
 * The owner's team accounts in the settings (decision 0055): invite with a role, change a
 * role, remove after asking, who is signed in and ending a session; the last owner who can
 * sign in stays one. Each test signs up a business of its own.
 */

const API = urlOf(PORTS.api);

/** An account's card in the team's list. */
const accountCard = (page: Page, name: string) =>
  page
    .getByRole('region', { name: /^(Accounts|Zugänge)/ })
    .getByRole('listitem')
    .filter({ hasText: name });
const sessionCards = (page: Page) => page.getByRole('region', { name: 'Who is signed in' }).getByRole('listitem');

test('a new owner signs up, invites staff from the team screen by keyboard; they join and have no settings', async ({
  page,
}) => {
  // The browser's sign-up from a client address of its own: the limit is 5 per address in 10 minutes.
  const client = ownClient()['x-forwarded-for'];
  await page.route(`${API}/v0/staff/sign-up`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': client } }),
  );
  const business = uniqueBusiness('Studio Team');
  await page.goto('/staff/sign-up');
  const signUp = staffSignUp(page);
  await signUp.businessName.fill(business.name);
  await signUp.address.fill(business.address);
  await signUp.salon.check();
  await signUp.firstName.fill('Olga');
  await signUp.lastName.fill('Owner');
  await signUp.email.fill(business.email);
  await signUp.terms.check();
  await signUp.submit.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeFocused();

  await page.goto(await emailedLink(business.email, '/staff/confirm-email'));
  const confirm = staffConfirmEmail(page);
  await confirm.password.fill(PASSWORD);
  await confirm.submit.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await staffSignIn(page).signInWith({ email: business.email, password: PASSWORD });
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a branch' })).toBeVisible();

  // From here on by keyboard: the settings, the team, the invitation.
  await signUp.tabTo(page.getByRole('link', { name: 'Settings' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await signUp.tabTo(page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Team accounts' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/staff/settings/accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Team accounts' })).toBeVisible();

  // The only owner is offered neither staff nor removal, and is told why.
  const olga = accountCard(page, 'Olga Owner');
  await expect(olga.getByText('You', { exact: true })).toBeVisible();
  await expect(olga.getByText('Owner', { exact: true })).toBeVisible();
  await expect(olga).toContainText('The only owner who can sign in stays an owner.');
  await expect(olga.getByRole('button')).toHaveCount(0);
  expect(await axeViolations(page), 'the team of one owner').toEqual([]);

  const invitee = `staff-${business.email}`;
  await signUp.tabTo(page.getByLabel('First name', { exact: true }));
  await page.keyboard.type('Ina');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Invited');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await page.keyboard.type(invitee);
  await expect(page.getByRole('radio', { name: /^Staff/ })).toBeChecked();
  await signUp.tabTo(page.getByRole('button', { name: 'Send invitation' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Ina Invited is invited: the email is on its way to ${invitee}.`)).toBeVisible();
  const ina = accountCard(page, 'Ina Invited');
  await expect(ina).toContainText('Invited: has not chosen a password yet.');
  await expect(ina.getByText('Staff', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
  expect(await axeViolations(page), 'the team with an invitation').toEqual([]);

  // The staff member sets a password from their email and signs in: no settings for them.
  await page.context().clearCookies({ name: 'staff_session' });
  await page.goto(await emailedLink(invitee, '/staff/invitation'));
  await page.getByLabel('New password', { exact: true }).fill('ina-violet-harbour-lantern');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your password is set' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await staffSignIn(page).signInWith({ email: invitee, password: 'ina-violet-harbour-lantern' });
  await expect(page.getByText(`Signed in as Ina Invited (${invitee})`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await page.goto('/staff/settings/accounts');
  await expect(page.getByText("Only the business's owners can change its settings.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Team accounts' })).toHaveCount(0);
});

test('an owner changes roles; the last owner stays one, and a refusal the screen could not foresee is said in place', async ({
  page,
}) => {
  const owner = await confirmedOwner(page, 'Studio Rollen');
  await signInAs(page.request, owner);
  const coEmail = `co-${owner.email}`;
  await invite(page.request, { firstName: 'Cora', lastName: 'Co', email: coEmail, role: 'owner' });
  await acceptInvitation(page.request, coEmail);

  await page.goto('/staff/settings/accounts');
  const olga = accountCard(page, 'Olga Owner');
  const cora = accountCard(page, 'Cora Co');
  await expect(cora).toContainText('Can sign in.');
  await cora.getByRole('button', { name: 'Make staff' }).click();
  await expect(page.getByText('Cora Co is now staff.')).toBeVisible();
  await expect(cora.getByRole('button', { name: 'Make owner' })).toBeVisible();
  await expect(olga.getByRole('button')).toHaveCount(0);
  await expect(olga).toContainText('The only owner who can sign in stays an owner.');

  await cora.getByRole('button', { name: 'Make owner' }).click();
  await expect(page.getByText('Cora Co is now an owner.')).toBeVisible();
  await expect(olga.getByRole('button', { name: 'Make staff' })).toBeVisible();

  // Meanwhile, in another tab, Cora is removed: this screen still offers Olga "Make staff".
  const team = (await (await page.request.get(`${API}/v0/staff/team`)).json()) as {
    results: { accounts: { id: string; email: string }[] };
  };
  const coraId = team.results.accounts.find((account) => account.email === coEmail)?.id;
  const removed = await page.request.delete(`${API}/v0/staff/team/${coraId}`, {
    headers: { ...ownClient(), 'content-type': 'application/json' },
  });
  expect(removed.status()).toBe(204);

  await olga.getByRole('button', { name: 'Make staff' }).click();
  const ask = page.getByRole('dialog', { name: 'Make yourself staff?' });
  await expect(ask.getByRole('button', { name: 'Stay an owner' })).toBeFocused();
  await ask.getByRole('button', { name: 'Make me staff' }).click();
  await expect(olga.getByRole('alert')).toHaveText(
    'The last owner cannot be removed or made staff; make someone else an owner first',
  );
  // The screen read the team again: Cora is gone, and Olga is no longer offered the change.
  await expect(cora).toHaveCount(0);
  await expect(olga.getByRole('button', { name: 'Make staff' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Team accounts' })).toBeVisible();
  expect(await axeViolations(page), 'the refused demotion').toEqual([]);
});

test('an owner ends a staff session, then removes the account after asking; both sign it out at once', async ({
  page,
  playwright,
}) => {
  const owner = await confirmedOwner(page, 'Studio Sitzung');
  await signInAs(page.request, owner);
  const email = `staff-${owner.email}`;
  await invite(page.request, { firstName: 'Sven', lastName: 'Staff', email, role: 'staff' });
  const sven = await acceptInvitation(page.request, email);
  const svensDevice = await playwright.request.newContext();
  await signInAs(svensDevice, sven);
  const svenSignedIn = async () => (await svensDevice.get(`${API}/v0/staff/session`)).status();

  await page.goto('/staff/settings/accounts');
  const mine = sessionCards(page).filter({ hasText: 'Olga Owner' });
  await expect(mine).toContainText('This device');
  await expect(mine.getByRole('button')).toHaveCount(0);
  const svens = sessionCards(page).filter({ hasText: 'Sven Staff' });
  await expect(svens).toContainText('Last activity:');
  await expect(svens).not.toContainText('This device');
  expect(await axeViolations(page), 'who is signed in').toEqual([]);
  await svens.getByRole('button', { name: 'End session' }).click();
  await expect(page.getByText('The session of Sven Staff is ended.')).toBeVisible();
  await expect(svens).toHaveCount(0);
  expect(await svenSignedIn(), 'the ended session').toBe(401);

  // Removing asks first, by keyboard: focus starts on Keep, which changes nothing.
  await signInAs(svensDevice, sven);
  await page.reload();
  await expect(svens).toHaveCount(1);
  const card = accountCard(page, 'Sven Staff');
  await card.getByRole('button', { name: 'Remove' }).focus();
  await page.keyboard.press('Enter');
  const ask = page.getByRole('dialog', { name: 'Remove Sven Staff?' });
  await expect(ask).toContainText('Sven Staff is signed out on every device at once and can no longer sign in.');
  await expect(ask.getByRole('button', { name: 'Keep' })).toBeFocused();
  expect(await axeViolations(page), 'the removal asked').toEqual([]);
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
  await expect(card.getByRole('button', { name: 'Remove' })).toBeFocused();
  expect(await svenSignedIn(), 'kept').toBe(200);

  await page.keyboard.press('Enter');
  await expect(ask.getByRole('button', { name: 'Keep' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Sven Staff is removed and signed out.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(svens).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: /^Accounts/ })).toBeFocused();
  expect(await svenSignedIn(), 'the removed account').toBe(401);
  const again = await svensDevice.post(`${API}/v0/staff/session`, { headers: ownClient(), data: sven });
  expect(again.status(), 'signing in again').toBe(401);
  await svensDevice.dispose();
});

test.describe('in German', () => {
  test.use({ uiLocale: 'de' });

  test('the team screen in German: a taken email refused at its field, then an owner invited in English', async ({
    page,
  }) => {
    const owner = await confirmedOwner(page, 'Studio Deutsch');
    await signInAs(page.request, owner);
    await page.goto('/staff/settings');
    await page.getByRole('navigation', { name: 'Einstellungen' }).getByRole('link', { name: 'Teamzugänge' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Teamzugänge' })).toBeVisible();
    const olga = accountCard(page, 'Olga Owner');
    await expect(olga.getByText('Inhaber', { exact: true })).toBeVisible();
    await expect(olga.getByText('Sie', { exact: true })).toBeVisible();
    await expect(olga).toContainText('Der einzige Inhaber, der sich anmelden kann, bleibt Inhaber.');
    await expect(page.getByText('Dieses Gerät')).toBeVisible();

    const email = page.getByLabel('E-Mail-Adresse', { exact: true });
    await page.getByRole('button', { name: 'Einladung senden' }).click();
    await expect(page.getByLabel('Vorname', { exact: true })).toBeFocused();
    await page.getByLabel('Vorname', { exact: true }).fill('Ines');
    await page.getByLabel('Nachname', { exact: true }).fill('Inhaberin');
    await email.fill(owner.email.toUpperCase());
    await page.getByRole('button', { name: 'Einladung senden' }).click();
    await expect(page.getByText('Zu dieser E-Mail-Adresse gibt es bereits ein Konto')).toBeVisible();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page), 'the refused invitation in German').toEqual([]);

    const invitee = `ines-${owner.email}`;
    await email.fill(invitee);
    await page.getByRole('radio', { name: /^Inhaber/ }).check();
    await page.getByLabel('Sprache der E-Mail').selectOption('en');
    await page.getByRole('button', { name: 'Einladung senden' }).click();
    await expect(
      page.getByText(`Ines Inhaberin ist eingeladen: Die E-Mail an ${invitee} ist unterwegs.`),
    ).toBeVisible();
    await expect(accountCard(page, 'Ines Inhaberin')).toContainText('Eingeladen: hat noch kein Passwort gewählt.');
    // An invited owner without a password does not count: Olga is still the only one.
    await expect(olga.getByRole('button')).toHaveCount(0);
    expect(await axeViolations(page), 'the team in German').toEqual([]);
    // The email is in the language chosen for it.
    expect(await emailedLink(invitee, '/staff/invitation')).toContain('/staff/invitation#token=');
    expect((await mailsTo(invitee)).join('\n')).toContain('You are invited to');
  });
});
