import type { Page } from '@playwright/test';

/** The salon flow's contact, booking, payment, confirmed and manage screens, in English. */
export function contactStep(page: Page) {
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Your details' }),
    firstName: page.getByLabel('First name'),
    lastName: page.getByLabel('Last name'),
    email: page.getByLabel('Email'),
    phone: page.getByRole('textbox', { name: 'Mobile phone' }),
    comment: page.getByLabel('Comment (optional)'),
    continue: page.getByRole('button', { name: 'Continue' }),
  };
}

export async function fillContact(page: Page) {
  const step = contactStep(page);
  await step.firstName.fill('Eva');
  await step.lastName.fill('Kühn');
  await step.email.fill('eva.kuehn@example.com');
  await step.phone.fill('151 23456789');
}

export function bookingStep(page: Page) {
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Check and book' }),
    onSite: page.getByRole('radio', { name: /Pay at the salon/ }),
    online: page.getByRole('radio', { name: /Pay online now/ }),
    submit: page.getByRole('button', { name: 'Book now' }),
  };
}

export function confirmedStep(page: Page) {
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Your appointment is confirmed' }),
    manageLink: page.getByRole('link', { name: /^http/ }),
    copy: page.getByRole('button', { name: 'Copy link' }),
    calendar: page.getByRole('link', { name: 'Add to calendar' }),
    bookAnother: page.getByRole('link', { name: 'Book another appointment' }),
  };
}

export function managePage(page: Page) {
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Your appointment' }),
    cancel: page.getByRole('button', { name: 'Cancel appointment' }),
    reschedule: page.getByRole('link', { name: 'Reschedule' }),
    dialog: page.getByRole('dialog', { name: 'Cancel this appointment?' }),
    yesCancel: page.getByRole('button', { name: 'Yes, cancel' }),
    noKeep: page.getByRole('button', { name: 'No, keep' }),
    cancelledHeading: page.getByRole('heading', { level: 1, name: 'Your appointment is cancelled' }),
  };
}

/** The sandbox provider's hosted page (served by the API). */
export async function payOnSandbox(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: /^Pay / }).click();
}
