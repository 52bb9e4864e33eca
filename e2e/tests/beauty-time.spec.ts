import { instantOf } from '@booking/shared/time/instant-of';
import type { Page } from '@playwright/test';
import { beautyTime, chooseFreeTime, dayWithTimes, holdAnswer, holdAsSomeoneElse } from '../pages/beauty-time';
import { bookAppointment } from '../support/manage-link';
import { PORTS, urlOf } from '../support/ports';
import { axeViolations, expect, test } from '../support/test';
import { newContextOnTestClock, testDate } from '../support/test-clock';

/**
 * Issue 13, choosing what and when: the services step, the employee and time step with its
 * holds, and rescheduling from the manage link, over the built product and the real API.
 * The visitor sits in Berlin like the salon, unless a test says otherwise.
 */

/** The demo salon's zone: its days are the days the availability answer counts in. */
const ZONE = 'Europe/Berlin';
test.use({ timezoneId: ZONE });

const BOOK = '/demo-salon/mitte/book';
const CUT = /Damenhaarschnitt/;
const appointmentUrl = (token: string) => `${urlOf(PORTS.api)}/v0/organizations/demo-salon/appointments/${token}`;

const NOT_KEPT = /This time could not be reserved for you just now/;
const slotAt = (page: Page, start: string) => page.locator(`input[name="slot"][value="${start}"]`);
const listedTimes = (page: Page) =>
  page.locator('input[name="slot"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
const minutesBetween = (from: string, to: string) => (instantOf(to) - instantOf(from)) / 60_000;
const draftOf = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('beauty-draft:demo-salon/mitte') ?? '{}').state.draft);
const draftChoice = async (page: Page) => {
  const draft = await draftOf(page);
  return { services: draft.services as string[], employee: draft.employee as string };
};
const draftHold = async (page: Page) => (await draftOf(page)).hold as { token: string; start: string };

/**
 * The time step with Anna chosen, looking at a day of hers six weeks out with a full list of
 * free times: the other tests hold and book the nearest days (decision 0020: the draft's `date`
 * is the day the time step shows).
 */
async function annaOnAQuietDay(page: Page) {
  const steps = await chooseCutAndGoToTime(page);
  await steps.employee('Anna Schmidt').check();
  await expect(steps.slots.first()).toBeVisible();
  const ids = await draftChoice(page);
  const query = new URLSearchParams({
    services: ids.services.join(','),
    employee: ids.employee,
    from: testDate(ZONE, 42),
    to: testDate(ZONE, 52),
  });
  const answer = await fetch(`${urlOf(PORTS.api)}/v0/organizations/demo-salon/branches/mitte/availability?${query}`);
  const { results } = (await answer.json()) as { results: { slots: { start: string }[] } };
  const perDay = new Map<string, number>();
  for (const { start } of results.slots) perDay.set(start.slice(0, 10), (perDay.get(start.slice(0, 10)) ?? 0) + 1);
  const quiet = [...perDay].find(([, count]) => count >= 12)?.[0];
  if (!quiet) throw new Error('Anna has no day with 12 free times six weeks out');
  await page.evaluate((date) => {
    const key = 'beauty-draft:demo-salon/mitte';
    const stored = JSON.parse(sessionStorage.getItem(key) ?? '{}');
    stored.state.draft.date = date;
    sessionStorage.setItem(key, JSON.stringify(stored));
  }, quiet);
  await page.reload();
  await expect(steps.slots.first()).toHaveAttribute('value', new RegExp(`^${quiet}T`));
  return { steps, ids };
}

async function chooseCutAndGoToTime(page: Page, lang: 'en' | 'de' = 'en') {
  const steps = beautyTime(page, lang);
  await page.goto(BOOK);
  await expect(steps.servicesHeading).toBeVisible();
  await steps.service(CUT).check();
  await steps.continueButton.click();
  await expect(steps.timeHeading).toBeVisible();
  await expect(steps.slots.first()).toBeVisible();
  return steps;
}

test.describe('in English', () => {
  test('a slow answer of free times is said on the Continue link until the time step shows', async ({ page }) => {
    const steps = beautyTime(page);
    await page.goto(BOOK);
    await steps.service(CUT).check();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/availability?*', async (route) => {
      await held;
      await route.continue();
    });
    await steps.continueButton.click();
    const waiting = page.getByRole('main').getByRole('link', { name: 'Loading free times…' });
    await expect(waiting).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(steps.timeHeading).toBeVisible();
    await expect(steps.slots.first()).toBeVisible();
  });

  test('choose services, an employee and a time, stopping at the contact step', async ({ page }) => {
    const steps = beautyTime(page);
    await page.goto(BOOK);
    await steps.service(CUT).check();
    await steps.service(/Glossing/).check();
    // The running total of both services: 60 + 45 minutes, 65 + 45 euros.
    await expect(page.getByText(/2 services · 1 hr 45 min · €110\.00/)).toBeVisible();
    await steps.continueButton.click();
    await expect(steps.timeHeading).toBeVisible();
    await expect(page).toHaveURL(/\/book\/time\?services=[^,&]+,[^,&]+$/);
    // Anna and Lea both perform both services; Jonas and Mia do not.
    await expect(steps.employee('Anna Schmidt')).toBeVisible();
    await expect(steps.employee('Lea Fischer')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Jonas Weber' })).toHaveCount(0);
    await steps.employee('Lea Fischer').check();
    await expect(steps.slots.first()).toBeVisible();
    await chooseFreeTime(page);
    await expect(steps.reserved).toBeVisible();
    await steps.continueButton.click();
    await expect(page).toHaveURL(/\/demo-salon\/mitte\/book\/contact$/);
  });

  test('the limit says so and disables the other services', async ({ page }) => {
    const steps = beautyTime(page);
    await page.goto(BOOK);
    await steps.service(/Herrenhaarschnitt/).check();
    await steps.service(/Föhnen & Styling/).check();
    await steps.service(/Maniküre/).check();
    await expect(page.getByText(steps.t.limit(3))).toBeVisible();
    await expect(steps.service(CUT)).toBeDisabled();
    await expect(steps.service(/Maniküre/)).toBeEnabled();
    await steps.service(/Maniküre/).uncheck();
    await expect(page.getByText(steps.t.limit(3))).toHaveCount(0);
    await expect(steps.service(CUT)).toBeEnabled();
  });

  test('reload in the middle keeps the services, the employee and the held time', async ({ page }) => {
    const steps = await chooseCutAndGoToTime(page);
    await steps.employee('Anna Schmidt').check();
    await expect(steps.slots.first()).toBeVisible();
    const held = await chooseFreeTime(page, 1);
    await page.reload();
    await expect(steps.timeHeading).toBeVisible();
    await expect(steps.employee('Anna Schmidt')).toBeChecked();
    await expect(steps.checkedSlot).toHaveAttribute('value', held);
    await expect(steps.reserved).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(steps.servicesHeading).toBeVisible();
    await expect(steps.service(CUT)).toBeChecked();
  });

  test('continuing without a time asks for one', async ({ page }) => {
    const steps = await chooseCutAndGoToTime(page);
    await steps.continueButton.click();
    await expect(page.getByRole('alert').filter({ hasText: steps.t.chooseSlot })).toBeVisible();
    await expect(page).toHaveURL(/\/book\/time\?services=[^&]+$/);
  });

  test('a time taken by someone else leaves the list, and the list is asked again: the times it blocks go too', async ({
    page,
  }) => {
    const { steps, ids } = await annaOnAQuietDay(page);
    const listed = await listedTimes(page);
    const start = listed.at(-1) ?? '';
    // The time before it overlaps the other customer's cut with Anna: it is gone as well.
    const before = listed.at(-2) ?? '';
    expect(minutesBetween(before, start)).toBeLessThan(60);
    await holdAsSomeoneElse('mitte', { services: ids.services, employeeId: ids.employee, start });
    expect(await holdAnswer(page, () => slotAt(page, start).click())).toBe(409);
    await expect(steps.slotGone).toBeVisible();
    await expect(slotAt(page, start)).toHaveCount(0);
    await expect(slotAt(page, before)).toHaveCount(0);
    await expect(steps.checkedSlot).toHaveCount(0);
    // The message outlives the reload of the list.
    await expect(steps.slotGone).toBeVisible();
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 640 } });

    test('a second time taken by someone else: the refusal has focus in view, no time stays chosen, Continue asks for one', async ({
      page,
    }) => {
      const { steps, ids } = await annaOnAQuietDay(page);
      const first = await chooseFreeTime(page, 0);
      const heldFirst = (await draftHold(page)).token;
      const start = (await listedTimes(page)).at(-1) ?? '';
      await holdAsSomeoneElse('mitte', { services: ids.services, employeeId: ids.employee, start });

      expect(await holdAnswer(page, () => slotAt(page, start).click())).toBe(409);

      await expect(steps.slotGone).toBeFocused();
      await expect(steps.slotGone).toBeInViewport();
      await expect(steps.checkedSlot).toHaveCount(0);
      await expect(slotAt(page, first)).not.toBeChecked();
      expect((await draftOf(page)).hold).toBeNull();
      // The time given up is let go, not kept for nobody.
      const release = await fetch(`${urlOf(PORTS.api)}/v0/organizations/demo-salon/holds/${heldFirst}`, {
        method: 'DELETE',
      });
      expect(release.status).toBe(404);
      await steps.continueButton.click();
      await expect(page.getByRole('alert').filter({ hasText: steps.t.chooseSlot })).toBeVisible();
      await expect(page).toHaveURL(/\/book\/time\?/);
    });
  });

  test('with an employee chosen, changing one’s mind to the next time moves the hold there', async ({ page }) => {
    const { steps } = await annaOnAQuietDay(page);
    const first = await chooseFreeTime(page, 3);
    const heldFirst = (await draftHold(page)).token;
    const listed = await listedTimes(page);
    const next = listed[listed.indexOf(first) + 1] ?? '';
    // Ten minutes later: inside the hour of the visitor's own hold on Anna's time.
    expect(minutesBetween(first, next)).toBe(10);
    expect(await holdAnswer(page, () => slotAt(page, next).click())).toBe(201);
    await expect(slotAt(page, next)).toBeChecked();
    await expect(steps.slotGone).toHaveCount(0);
    await expect(steps.reserved).toBeVisible();
    expect((await draftHold(page)).start).toBe(next);
    // The first time was given up in the same step: its hold is gone.
    const release = await fetch(`${urlOf(PORTS.api)}/v0/organizations/demo-salon/holds/${heldFirst}`, {
      method: 'DELETE',
    });
    expect(release.status).toBe(404);
  });

  test('a visitor in another zone sees the salon zone named', async ({ browser }) => {
    const context = await newContextOnTestClock(browser, { timezoneId: 'America/New_York' });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('booking.locale', 'en'));
    const steps = await chooseCutAndGoToTime(page);
    await expect(page.getByText("Times are shown in the salon's time zone (Europe/Berlin).")).toBeVisible();
    // Named once for the list, not on every time.
    await expect(steps.slots.first()).toHaveAccessibleName(/^\d{1,2}:\d{2}\s[AP]M$/);
    await context.close();
  });

  test('the whole choice by keyboard alone', async ({ page }) => {
    const steps = beautyTime(page);
    await page.goto(BOOK);
    await expect(steps.servicesHeading).toBeVisible();
    await steps.service(CUT).focus();
    await page.keyboard.press('Space');
    await expect(steps.service(CUT)).toBeChecked();
    await steps.continueButton.focus();
    await page.keyboard.press('Enter');
    await expect(steps.timeHeading).toBeFocused();
    // Tab from the heading: the employee choice comes first, then the calendar, then the times.
    await page.keyboard.press('Tab');
    await expect(steps.firstAvailable).toBeFocused();
    while (!(await steps.slots.first().evaluate((el) => el === document.activeElement))) {
      await page.keyboard.press('Tab');
    }
    // Space picks the focused time; while another test holds it (it leaves the list), Enter
    // picks the one now first.
    let status = await holdAnswer(page, () => page.keyboard.press('Space'));
    while (status !== 201) {
      await steps.slots.first().focus();
      status = await holdAnswer(page, () => page.keyboard.press('Enter'));
    }
    await expect(steps.reserved).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(steps.continueButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/book\/contact$/);
  });

  test('arrowing through the times holds none of them; Enter holds the one focused', async ({ page }) => {
    const steps = await chooseCutAndGoToTime(page);
    // Two rows of times at least, for the arrows to move through.
    await dayWithTimes(page, 4);
    const holdRequests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/holds')) holdRequests.push(request.url());
    });
    await steps.slots.first().focus();
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowLeft']) await page.keyboard.press(key);
    await expect(steps.slots.nth(2)).toBeFocused();
    await expect(steps.checkedSlot).toHaveCount(0);
    await expect(steps.reserved).toHaveCount(0);
    expect(holdRequests).toEqual([]);
    // An explicit choice holds: exactly one request, for the focused time.
    const status = await holdAnswer(page, () => page.keyboard.press('Enter'));
    expect([201, 409]).toContain(status);
    expect(holdRequests).toHaveLength(1);
  });

  test('when the salon keeps no more holds, the chosen time goes on without one and says so', async ({ page }) => {
    const steps = await chooseCutAndGoToTime(page);
    await steps.employee('Anna Schmidt').check();
    await expect(steps.slots.first()).toBeVisible();
    const ids = await draftChoice(page);
    // The API's answer at the branch's cap: the time checked, not kept (no token, no expiry).
    await page.route(/\/holds$/, (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const asked = route.request().postDataJSON() as { start: string; services: string[] };
      const employee = { id: ids.employee, first_name: 'Anna', last_name: 'Schmidt' };
      const hold = { token: null, expires_at: null, start: asked.start, end: asked.start, employee };
      return route.fulfill({ status: 200, json: { results: { hold: { ...hold, service_ids: asked.services } } } });
    });
    const start = (await steps.slots.first().getAttribute('value')) ?? '';
    expect(await holdAnswer(page, () => steps.slots.first().click())).toBe(200);
    await expect(slotAt(page, start)).toBeChecked();
    await expect(page.getByText(NOT_KEPT)).toBeVisible();
    await expect(steps.reserved).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await steps.continueButton.click();
    await expect(page).toHaveURL(/\/demo-salon\/mitte\/book\/contact$/);
    await expect(page.getByText(NOT_KEPT)).toBeVisible();
  });

  test('the services and time steps have no axe violations, also at 360 px without sideways scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const steps = beautyTime(page);
    await page.goto(BOOK);
    await steps.service(CUT).check();
    expect(await axeViolations(page)).toEqual([]);
    await steps.continueButton.click();
    await expect(steps.slots.first()).toBeVisible();
    await chooseFreeTime(page);
    await expect(steps.reserved).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a deep link to the time step without services opens the services step', async ({ page }) => {
    const steps = beautyTime(page);
    await page.goto(`${BOOK}/time`);
    await expect(steps.servicesHeading).toBeVisible();
    await expect(page).toHaveURL(/\/book$/);
  });

  test('reschedule: a new time with the same employee, then what changed', async ({ page }) => {
    const link = await bookAppointment();
    const steps = beautyTime(page);
    await page.goto(link.path);
    await page.getByRole('link', { name: 'Reschedule' }).click();
    // The step frame: where the customer is, a way back, and focus on the new screen's heading.
    await expect(steps.rescheduleHeading).toBeFocused();
    await expect(page.getByText('Step 1 of 2')).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`${link.token}$`));
    await page.getByRole('link', { name: 'Reschedule' }).click();
    await expect(steps.rescheduleHeading).toBeVisible();
    await expect(steps.slots.first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const start = await chooseFreeTime(page, 2);
    await page.getByRole('button', { name: /^Confirm new time/ }).click();
    await expect(steps.rescheduledHeading).toBeVisible();
    await expect(page.getByText('Before')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to your appointment' }).click();
    await expect(page).toHaveURL(new RegExp(`${link.token}$`));
    // The API has the new time.
    const body = (await (await fetch(appointmentUrl(link.token))).json()) as {
      results: { appointment: { start: string; status: string } };
    };
    expect(body.results.appointment.start).toBe(start);
    expect(body.results.appointment.status).toBe('rescheduled');
  });
});

test.describe('in German', () => {
  test.use({ uiLocale: 'de' });

  test('first available: services and a time, stopping at the contact step', async ({ page }) => {
    const steps = await chooseCutAndGoToTime(page, 'de');
    await expect(steps.firstAvailable).toBeChecked();
    await expect(page.getByRole('group', { name: /^Freie Zeiten am / })).toBeVisible();
    await chooseFreeTime(page);
    await expect(steps.reserved).toBeVisible();
    await steps.continueButton.click();
    await expect(page).toHaveURL(/\/book\/contact$/);
  });

  test('the limit in German', async ({ page }) => {
    const steps = beautyTime(page, 'de');
    await page.goto(BOOK);
    await steps.service(/Herrenhaarschnitt/).check();
    await steps.service(/Föhnen & Styling/).check();
    await steps.service(/Maniküre/).check();
    await expect(page.getByText(steps.t.limit(3))).toBeVisible();
    await expect(steps.service(/Gel-Lack/)).toBeDisabled();
  });

  test('reschedule, the chosen time taken meanwhile: back to the times with the message', async ({ page }) => {
    const link = await bookAppointment();
    const steps = beautyTime(page, 'de');
    await page.goto(`${link.path}/reschedule`);
    await expect(steps.rescheduleHeading).toBeVisible();
    await page.getByRole('radio', { name: /^Wieder bei / }).check();
    await expect(steps.slots.first()).toBeVisible();
    const slot = steps.slots.last();
    const start = (await slot.getAttribute('value')) ?? '';
    const appointment = await (await fetch(appointmentUrl(link.token))).json();
    const { services, employee } = appointment.results.appointment as {
      services: { id: string }[];
      employee: { id: string };
    };
    await holdAsSomeoneElse('mitte', { services: services.map((s) => s.id), employeeId: employee.id, start });
    expect(await holdAnswer(page, () => slot.click())).toBe(409);
    await expect(steps.slotGone).toBeVisible();
    await expect(page.locator(`input[name="slot"][value="${start}"]`)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Neuen Termin bestätigen/ })).toHaveCount(0);
  });

  test('an unknown token on the reschedule path says the link is not valid', async ({ page }) => {
    await page.goto(`/demo-salon/mitte/${'x'.repeat(43)}/reschedule`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Dieser Link ist ungültig oder abgelaufen' }),
    ).toBeVisible();
  });
});
