import { expect, type Page } from '@playwright/test';

export const DEMO_STAFF = { email: 'staff@demo-salon.test', password: 'demo-salon-staff' } as const;
/** The demo salon's owner: the settings and the team's accounts are theirs. */
export const SALON_OWNER = { email: 'owner@demo-salon.test', password: 'demo-salon-owner' } as const;

/** The staff sign-in form at /staff (English). */
export function staffSignIn(page: Page) {
  const form = {
    email: page.getByLabel('Email'),
    password: page.getByLabel('Password'),
    submit: page.getByRole('button', { name: 'Sign in' }),
    formError: page.getByRole('alert'),
    async signInWith(credentials: { email: string; password: string }): Promise<void> {
      await form.email.fill(credentials.email);
      await form.password.fill(credentials.password);
      await form.submit.click();
    },
    /**
     * Signs in and waits for the first signed-in screen: the branch chosen last (another test
     * may have chosen one), else the choice of branches.
     */
    async signInAndWait(credentials: { email: string; password: string }): Promise<void> {
      await form.signInWith(credentials);
      await expect(
        page
          .getByRole('link', { name: 'Change branch' })
          .or(page.getByRole('heading', { level: 1, name: 'Choose a branch' })),
      ).toBeVisible();
    },
  };
  return form;
}
