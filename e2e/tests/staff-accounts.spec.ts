import { staffSignIn } from '../pages/staff-sign-in';
import { staffConfirmEmail, staffSignUp, uniqueBusiness } from '../pages/staff-sign-up';
import { mailsTo } from '../support/customer-mail';
import { emailedLink } from '../support/mail-folder';
import { browseAsOwnClient, confirmedOwner, invite, PASSWORD, signInAs } from '../support/staff-accounts';
import { axeViolations, expect, test } from '../support/test';

/**
 * A business signs itself up (decision 0055) from the staff sign-in page, confirms its email
 * from the link the outbox wrote to this run's mail folder, and signs in. Each test signs up
 * a business of its own, so tests never share an account.
 */

test('a new owner signs up by keyboard, confirms the email once and signs in', async ({ page }) => {
  const business = uniqueBusiness('Studio Tastatur');
  await browseAsOwnClient(page);
  await page.goto('/staff');
  const signUp = staffSignUp(page);
  const toSignUp = page.getByRole('link', { name: 'Create your booking page' });
  await signUp.tabTo(toSignUp);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your booking page' })).toBeVisible();
  await expect(page).toHaveURL('/staff/sign-up');
  // The empty address field says its rule in words, never a text key or a raw pattern.
  await expect(page.getByText(/^Lower-case letters, digits and hyphens, such as salon-anna/)).toBeVisible();
  await expect(page.getByText(/staff\.signUp\.|\{address\}/)).toHaveCount(0);
  expect(await axeViolations(page), 'the empty sign-up form').toEqual([]);

  // The address follows the name, and is checked as it changes.
  await signUp.tabTo(signUp.businessName);
  await page.keyboard.type(business.name);
  const suggested = business.name.toLowerCase().replace(/ /g, '-');
  await expect(signUp.address).toHaveValue(suggested);
  await expect(page.getByText(`/${suggested} is free.`)).toBeVisible();
  await signUp.tabTo(signUp.address);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('staff');
  await expect(page.getByText('/staff is reserved for the booking pages themselves; choose another.')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(business.address);
  await expect(page.getByText(`/${business.address} is free.`)).toBeVisible();

  await signUp.tabTo(signUp.salon);
  await page.keyboard.press('Space');
  await expect(signUp.salon).toBeChecked();
  for (const [field, text] of [
    [signUp.firstName, 'Tara'],
    [signUp.lastName, 'Taste'],
    [signUp.email, business.email],
  ] as const) {
    await signUp.tabTo(field);
    await page.keyboard.type(text);
  }
  await signUp.tabTo(signUp.terms);
  await page.keyboard.press('Space');
  await signUp.tabTo(signUp.submit);
  await page.keyboard.press('Enter');

  const sent = page.getByRole('heading', { level: 1, name: 'Check your email' });
  await expect(sent).toBeFocused();
  await expect(page.getByText(business.email)).toBeVisible();

  // Until the email is confirmed, the account has no password: any sign-in is pointed to the email.
  await page.goto('/staff');
  const signIn = staffSignIn(page);
  await signIn.signInWith({ email: business.email, password: PASSWORD });
  await expect(signIn.formError).toContainText('Please confirm your email address first');
  // The first email may have gone astray or expired: a new one is one press away.
  await page.getByRole('button', { name: 'Send the confirmation email again' }).click();
  await expect(
    page.getByText(`If ${business.email} is waiting to be confirmed, a new link is on its way.`, { exact: false }),
  ).toBeVisible();
  expect(await axeViolations(page), 'the confirmation sent again').toEqual([]);
  const confirmations = async () =>
    (await mailsTo(business.email)).filter((mail) => mail.includes('/staff/confirm-email#token=')).length;
  await expect.poll(confirmations, { timeout: 30_000 }).toBe(2);

  // The link's page shows the business to keep or change, and asks for the password: opening it uses nothing.
  const link = await emailedLink(business.email, '/staff/confirm-email');
  await page.goto(link);
  const confirm = staffConfirmEmail(page);
  await expect(confirm.heading).toBeVisible();
  await expect(confirm.businessName).toHaveValue(business.name);
  await expect(confirm.address).toHaveValue(business.address);
  expect(await axeViolations(page), 'the confirmation form').toEqual([]);
  await signUp.tabTo(confirm.address);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('staff');
  await expect(page.getByText('/staff is reserved for the booking pages themselves; choose another.')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(`${business.address}-neu`);
  await expect(page.getByText(`/${business.address}-neu is free.`)).toBeVisible();
  await signUp.tabTo(confirm.password);
  await page.keyboard.type('password1234');
  await page.keyboard.press('Enter');

  // A common password is refused by the API at its field, with the reason, focus on it, nothing lost.
  await expect(page.getByText('This password is on a list of commonly used passwords; choose another')).toBeVisible();
  await expect(confirm.password).toBeFocused();
  await expect(confirm.address).toHaveValue(`${business.address}-neu`);
  expect(await axeViolations(page), 'the refused password').toEqual([]);

  // The server out of reach: Retry in place, and what was typed stays.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(PASSWORD);
  await page.route('**/v0/staff/sign-up/confirmation', (route) => route.abort());
  await page.keyboard.press('Enter');
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await expect(confirm.password).toHaveValue(PASSWORD);
  await page.unroute('**/v0/staff/sign-up/confirmation');
  await retry.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeVisible();
  expect(await axeViolations(page), 'the confirmed email').toEqual([]);
  await page.getByRole('link', { name: 'Sign in' }).click();
  // The confirmation's own section is labelled with "email" too: fill the form once it is there.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await signIn.signInWith({ email: business.email, password: PASSWORD });
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a branch' })).toBeVisible();
  await expect(page.getByText(`Signed in as Tara Taste (${business.email})`)).toBeVisible();
  await expect(page.getByText('Your business has no branch yet.', { exact: false })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
});

test('forgot password: the emailed link sets a new password once, and the old one no longer signs in', async ({
  page,
}) => {
  const owner = await confirmedOwner(page, 'Studio Vergessen');
  await page.goto('/staff');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(owner.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeFocused();
  expect(await axeViolations(page), 'the reset email sent').toEqual([]);

  const link = await emailedLink(owner.email, '/staff/reset-password');
  await page.goto(link);
  const password = page.getByLabel('New password', { exact: true });
  await password.fill('password1234');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('This password is on a list of commonly used passwords; choose another')).toBeVisible();
  await expect(password).toBeFocused();
  expect(await axeViolations(page), 'the refused new password').toEqual([]);
  await password.fill('new-violet-harbour-lantern-43');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your password is changed' })).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).click();
  // The done page's section is labelled with "password" too: fill the form once it is there.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const signIn = staffSignIn(page);
  await signIn.signInWith({ email: owner.email, password: PASSWORD });
  await expect(signIn.password).toHaveAttribute('aria-invalid', 'true');
  await signIn.password.fill('new-violet-harbour-lantern-43');
  await signIn.submit.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a branch' })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another-violet-harbour-44');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('This link has expired or has already been used; request a new one')).toBeVisible();
});

test('an invited staff member sets a password from the emailed link and signs in', async ({ page }) => {
  const owner = await confirmedOwner(page, 'Studio Einladung');
  await signInAs(page.request, owner);
  const invitee = `staff-${owner.email}`;
  await invite(page.request, { firstName: 'Ina', lastName: 'Invited', email: invitee, role: 'staff' });
  await page.context().clearCookies({ name: 'staff_session' });

  await page.goto(await emailedLink(invitee, '/staff/invitation'));
  await expect(page.getByRole('heading', { level: 1, name: 'Join your team: choose a password' })).toBeVisible();
  expect(await axeViolations(page), 'the invitation').toEqual([]);
  await page.getByLabel('New password', { exact: true }).fill('ina-violet-harbour-lantern');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your password is set' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await staffSignIn(page).signInWith({ email: invitee, password: 'ina-violet-harbour-lantern' });
  await expect(page.getByText(`Signed in as Ina Invited (${invitee})`)).toBeVisible();
});

test.describe('in German', () => {
  test.use({ uiLocale: 'de' });

  test('the sign-up form says its rules and refusals in German, focus on the first', async ({ page }) => {
    await browseAsOwnClient(page);
    await page.goto('/staff/sign-up');
    const signUp = staffSignUp(page, 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Eigene Buchungsseite erstellen' })).toBeVisible();
    await expect(page.getByText(/^Kleinbuchstaben, Ziffern und Bindestriche, z\. B\. salon-anna/)).toBeVisible();
    await expect(page.getByText(/staff\.signUp\.|\{address\}/)).toHaveCount(0);
    await signUp.submit.click();
    await expect(signUp.businessName).toBeFocused();
    await expect(signUp.businessName).toHaveAttribute('aria-invalid', 'true');
    await expect(signUp.terms).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page), 'the refused sign-up form in German').toEqual([]);

    await signUp.businessName.fill('Café Müller');
    await expect(signUp.address).toHaveValue('cafe-mueller');
  });
});
