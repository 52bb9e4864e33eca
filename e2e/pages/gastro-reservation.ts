import type { Page } from '@playwright/test';
import type { Locale } from './salon-setup';

/** The labels of the reservation steps a journey fills in, in each language the tests use. */
const LABELS = {
  en: {
    partySize: 'Number of guests',
    continue: 'Continue',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    reserve: 'Reserve now',
  },
  de: {
    partySize: 'Anzahl der Gäste',
    continue: 'Weiter',
    name: 'Ihr Name',
    email: 'E-Mail',
    phone: 'Telefon',
    reserve: 'Jetzt reservieren',
  },
} as const;

/** The restaurant's reservation steps and manage pages (English unless told). */
export function reservation(page: Page, locale: Locale = 'en') {
  const main = page.getByRole('main');
  const label = LABELS[locale];
  return {
    heading: (name: string | RegExp) => page.getByRole('heading', { level: 1, name }),
    partySize: page.getByLabel(label.partySize),
    /** The quick row of the next days (radios, one Tab stop), the first date control a guest sees. */
    days: page.getByRole('group', { name: 'Date' }).getByRole('radio'),
    moreDates: page.getByRole('button', { name: 'More dates' }),
    /** The month calendar, loaded behind "More dates". */
    calendar: page.getByRole('grid'),
    /** The free times (radios named by their time) of the day shown. */
    times: main.getByRole('group', { name: 'Free times' }).getByRole('radio'),
    /** What the time step shows once it has read the day: its free times, or a full day's nearest ones. */
    timesOrNearest: main
      .getByRole('group', { name: 'Free times' })
      .getByRole('radio')
      .first()
      .or(page.getByRole('list', { name: 'Nearest free times' }))
      .first(),
    continueButton: page.getByRole('button', { name: label.continue }),
    name: page.getByLabel(label.name, { exact: true }),
    email: page.getByLabel(label.email, { exact: true }),
    phone: page.getByRole('textbox', { name: label.phone }),
    specialRequest: page.getByLabel('Special request (optional)'),
    reserveButton: page.getByRole('button', { name: label.reserve }),
    manageLink: page.getByRole('link', { name: 'Manage reservation' }),
    calendarLink: page.getByRole('link', { name: 'Add to calendar' }),
  };
}

/** Picks the first free time shown (after any full-day alternative) and returns its API time. */
export async function chooseFirstFreeTime(page: Page): Promise<string> {
  // Without names, so it serves every language: the times are the radios named
  // `reservation-time` (the days are radios too), and the only list of buttons is the full
  // day's alternatives.
  const main = page.getByRole('main');
  const times = main.getByRole('radio').and(page.locator('[name="reservation-time"]'));
  const alternative = main.getByRole('list').getByRole('button').first();
  await times.first().or(alternative).first().waitFor();
  if (await times.first().isVisible()) {
    const value = (await times.first().getAttribute('value')) ?? '';
    await times.first().check();
    return value;
  }
  await alternative.click();
  const checked = times.and(page.locator(':checked'));
  await checked.waitFor();
  return (await checked.getAttribute('value')) ?? '';
}

/** Details, then a valid contact, landing on the confirm step. */
export async function fillUpToConfirm(page: Page, partySize = 2): Promise<string> {
  const r = reservation(page);
  await page.goto('/demo-restaurant/kreuzberg/reserve');
  // Three quick actions in a row: do them on the app's page, not the server's (a replay keeps
  // them, but the times reload for the new party size in between).
  await page.locator('#root:not([data-server-drawn])').waitFor({ state: 'attached' });
  await r.partySize.selectOption(String(partySize));
  const start = await chooseFirstFreeTime(page);
  await r.continueButton.click();
  await r.heading('Your details').waitFor();
  await r.name.fill('Eva Kühn');
  await r.email.fill('eva.kuehn@example.com');
  await r.phone.fill('151 12345678');
  await r.continueButton.click();
  await r.heading('Check and reserve').waitFor();
  return start;
}
