import type { Page } from '@playwright/test';
import { PORTS, urlOf } from '../support/ports';

type Lang = 'en' | 'de';

const TEXT = {
  en: {
    services: 'Choose your services',
    time: 'Choose a time',
    continue: 'Continue',
    any: 'First available',
    slotGone: 'Selected time slot no longer available',
    chooseSlot: 'Choose a time slot',
    limit: (max: number) => `Up to ${max} services per appointment`,
    reschedule: 'Choose a new time',
    rescheduled: 'Your appointment has been moved',
  },
  de: {
    services: 'Wählen Sie Ihre Leistungen',
    time: 'Wählen Sie einen Termin',
    continue: 'Weiter',
    any: 'Nächste verfügbare Person',
    slotGone: 'Der gewählte Zeitpunkt ist nicht mehr verfügbar',
    chooseSlot: 'Wählen Sie eine Uhrzeit',
    limit: (max: number) => `Bis zu ${max} Leistungen pro Termin`,
    reschedule: 'Wählen Sie einen neuen Termin',
    rescheduled: 'Ihr Termin wurde verschoben',
  },
} as const;

/** The salon's services and time steps, and the reschedule screen, found by role and label. */
export function beautyTime(page: Page, lang: Lang = 'en') {
  const t = TEXT[lang];
  return {
    t,
    servicesHeading: page.getByRole('heading', { level: 1, name: t.services }),
    timeHeading: page.getByRole('heading', { level: 1, name: t.time }),
    rescheduleHeading: page.getByRole('heading', { level: 1, name: t.reschedule }),
    rescheduledHeading: page.getByRole('heading', { level: 1, name: t.rescheduled }),
    service: (name: RegExp) => page.getByRole('checkbox', { name }),
    continueButton: page
      .getByRole('main')
      .getByRole('button', { name: t.continue })
      .or(page.getByRole('main').getByRole('link', { name: t.continue })),
    employee: (name: string) => page.getByRole('radio', { name, exact: true }),
    firstAvailable: page.getByRole('radio', { name: t.any }),
    slots: page.locator('input[type="radio"][name="slot"]'),
    checkedSlot: page.locator('input[type="radio"][name="slot"]:checked'),
    slotGone: page.getByRole('alert').filter({ hasText: t.slotGone }),
    reserved: page.getByText(
      lang === 'en' ? /^Reserved for you: \d+:\d\d left$/ : /^Für Sie reserviert: noch \d+:\d\d$/,
    ),
  };
}

/** Waits for the answer to the hold that `act` places (a tap or a key on a time). */
export async function holdAnswer(page: Page, act: () => Promise<void>): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/holds') && r.request().method() === 'POST'),
    act(),
  ]);
  return response.status();
}

/**
 * Chooses the first time from `from` on that can be held (or the day's last, on a day with
 * fewer times): the browser tests run in parallel on one salon, so another test may hold a
 * time this one sees. Returns the held time.
 */
export async function chooseFreeTime(page: Page, from = 0): Promise<string> {
  const slots = page.locator('input[type="radio"][name="slot"]');
  for (;;) {
    await slots.first().waitFor();
    const start = (await slots.nth(Math.min(from, (await slots.count()) - 1)).getAttribute('value')) ?? '';
    // By its time, not its place: the list may change between reading it and pressing.
    const byTime = `input[name="slot"][value="${start}"]`;
    const slot = page.locator(byTime);
    const status = await holdAnswer(page, () => slot.click());
    if (status === 201) {
      await page.locator(`${byTime}:checked`).waitFor();
      return start;
    }
    // Refused as taken or no longer free (409, 422): the time leaves the list, and the next
    // one then has the same place in it.
    if (status === 409 || status === 422) await slot.waitFor({ state: 'detached' });
  }
}

const api = (path: string) => `${urlOf(PORTS.api)}/v0/organizations${path}`;

/** Another customer holding a time through the API, between our listing and our choosing. */
export async function holdAsSomeoneElse(
  branch: string,
  slot: { services: string[]; employeeId: string | null; start: string },
): Promise<void> {
  const response = await fetch(api(`/demo-salon/branches/${branch}/holds`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ services: slot.services, employee_id: slot.employeeId, start: slot.start }),
  });
  if (response.status !== 201) throw new Error(`hold answered ${response.status}: ${await response.text()}`);
}

/**
 * Moves through the days the date picker offers until one lists at least `min` free times: the
 * nearest open day may be nearly booked whatever the hour, by the seed's demo appointments
 * (placed around the clock's today) and by the tests that share the salon (on a Saturday-night
 * clock, the Tuesday after listed two).
 */
export async function dayWithTimes(page: Page, min: number): Promise<void> {
  const slots = page.locator('input[type="radio"][name="slot"]');
  const days = page.getByRole('grid').getByRole('button', { disabled: false });
  for (let next = 0; ; next++) {
    await slots.first().waitFor();
    if ((await slots.count()) >= min) return;
    if (next > 10) throw new Error(`no day with ${min} free times among the next ${next} days`);
    const selected = (await page.getByRole('gridcell', { selected: true }).getByRole('button').textContent()) ?? '';
    const offered = await days.allTextContents();
    let day = days.nth(offered.indexOf(selected) + 1);
    // The chosen day is the month's last bookable one: the next is on the next month's page.
    if (offered.indexOf(selected) + 1 >= offered.length) {
      await page.getByRole('button', { name: /next month/i }).click();
      day = days.first();
    }
    const name = ((await day.getAttribute('aria-label')) ?? (await day.textContent()) ?? '').replace(/, \d{4}$/, '');
    await day.click();
    await page.getByRole('group', { name: new RegExp(`^Free times on ${name}`) }).waitFor();
  }
}
