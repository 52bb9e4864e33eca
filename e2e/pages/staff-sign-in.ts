import type { Page } from '@playwright/test';

export const DEMO_STAFF = { email: 'staff@demo-salon.test', password: 'demo-salon-staff' } as const;

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
  };
  return form;
}
