import { chooseFirstFreeTime, fillUpToConfirm, reservation } from '../pages/gastro-reservation';
import { alterConfiguration, drawnByBrowser } from '../support/boot-data';
import { reservationOf, takeTime } from '../support/reservations';
import { axeViolations, expect, test } from '../support/test';
import { newContextOnTestClock } from '../support/test-clock';

/** A restaurant guest reserves a table: details, contact, confirm, confirmed. */

test('a guest reserves a table and gets the manage link and the calendar file', async ({ page }) => {
  const r = reservation(page);
  await fillUpToConfirm(page, 3);
  await expect(page.getByText('3 guests')).toBeVisible();
  await expect(page.getByText(/free of charge until 3 hours before it starts/)).toBeVisible();

  await r.reserveButton.click();

  await expect(r.heading('Your table is reserved')).toBeVisible();
  await expect(page).toHaveURL('/demo-restaurant/kreuzberg/reserve/confirmed');
  await expect(r.calendarLink).toHaveAttribute('href', /\/reservations\/[A-Za-z0-9_-]{43}\/calendar\.ics$/);
  const href = (await r.manageLink.getAttribute('href')) ?? '';
  const token = href.split('/').pop() ?? '';
  expect(await reservationOf(token)).toMatchObject({ status: 'confirmed', party_size: 3 });

  const ics = await page.request.get((await r.calendarLink.getAttribute('href')) ?? '');
  expect(ics.headers()['content-type']).toContain('text/calendar');

  // The draft is gone: a new reservation starts without a chosen time.
  await page.goto('/demo-restaurant/kreuzberg/reserve/confirm');
  await expect(r.heading('When would you like to come?')).toBeVisible();
});

test('the next days are one press away, later ones come from the calendar behind "More dates"', async ({ page }) => {
  const r = reservation(page);
  await page.goto('/demo-restaurant/kreuzberg/reserve');
  await expect(r.days).toHaveCount(7);
  await expect(r.calendar).toHaveCount(0);

  await r.days.nth(1).click();
  await expect(r.days.nth(1)).toBeChecked();
  await expect(r.days.and(page.locator(':checked'))).toHaveCount(1);

  await r.moreDates.click();
  await expect(r.calendar).toBeVisible();
  expect(await axeViolations(page), 'details with the calendar open').toEqual([]);
  await page.getByRole('button', { name: /next month/i }).click();
  await r.calendar.getByRole('button', { name: / 15, \d{4}$/ }).click();
  // The day chosen in the calendar joins the row, checked, and its free times are searched.
  await expect(r.days).toHaveCount(8);
  await expect(r.days.last()).toBeChecked();
  await expect(r.days.last()).toHaveAccessibleName(/\b15\b/);
  const time = r.times.first();
  const fullDay = page.getByText(/No table for .* is free on/);
  await expect(time.or(fullDay).first()).toBeVisible();
});

test('the row of days is one Tab stop: arrows move along it without choosing, Enter chooses', async ({ page }) => {
  const r = reservation(page);
  await page.goto('/demo-restaurant/kreuzberg/reserve');
  const chosen = r.days.and(page.locator(':checked'));
  await expect(chosen).toHaveCount(1);
  const first = (await chosen.getAttribute('value')) ?? '';
  await r.partySize.focus();
  // Past the phone for larger parties, which follows the party choice.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '+49 30 6112233', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(chosen).toBeFocused();

  await page.keyboard.press('ArrowRight');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('type', 'radio');
  const next = r.days.and(page.locator(`[value="${await focused.getAttribute('value')}"]`));
  await expect(next).not.toBeChecked();
  // Passing a day does not choose it.
  await expect(chosen).toHaveAttribute('value', first);

  // One Tab leaves the row; Shift+Tab comes back to it, on the chosen day.
  await page.keyboard.press('Tab');
  await expect(r.moreDates).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(chosen).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(next).toBeChecked();
  await expect(chosen).not.toHaveAttribute('value', first);
  const time = r.times.first();
  const fullDay = page.getByText(/No table for .* is free on/);
  await expect(time.or(fullDay).first()).toBeVisible();
});

test('a branch that takes parties from four searches its free times once for four, not again', async ({ page }) => {
  const searched: { size: string; date: string }[] = [];
  await page.route(/\/reservation-availability\?/, async (route) => {
    const query = new URL(route.request().url()).searchParams;
    const size = query.get('party_size') ?? '';
    searched.push({ size, date: query.get('date') ?? '' });
    if (Number(size) < 4) {
      await route.fulfill({
        status: 400,
        json: { error: { code: 'invalid_input', fields: { party_size: [{ code: 'too_small', params: { min: 4 } }] } } },
      });
      return;
    }
    const answer = await route.fetch();
    const body = await answer.json();
    body.results.rules.min_party_size = 4;
    await route.fulfill({ response: answer, json: body });
  });
  await drawnByBrowser(page);
  const r = reservation(page);
  await page.goto('/demo-restaurant/kreuzberg/reserve');
  await expect(r.partySize).toHaveValue('4');
  await expect(r.times.first().or(page.getByText(/No table for .* is free on/))).toBeVisible();
  // The refused question for two, then one search for four whose times are the ones shown
  // (a full day also looks at the next days: those are other dates).
  const firstDay = searched[0]?.date;
  expect(searched.filter((s) => s.date === firstDay).map((s) => s.size)).toEqual(['2', '4']);
});

test('a guest in another zone sees the restaurant zone named once for the list, not on every time', async ({
  browser,
}) => {
  const context = await newContextOnTestClock(browser, { timezoneId: 'America/New_York' });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('booking.locale', 'en'));
    const r = reservation(page);
    await page.goto('/demo-restaurant/kreuzberg/reserve');
    // A day with free times: the first day shown may be closed (a Monday) or full.
    await chooseFirstFreeTime(page);
    await expect(r.times.first()).toBeVisible();
    await expect(page.getByText(/^Times in (GMT\+1|GMT\+2)$/)).toHaveCount(1);
    for (const name of await r.times.evaluateAll((radios) =>
      radios.map((radio) => radio.closest('label')?.textContent),
    )) {
      expect(name).toMatch(/^\d{1,2}:\d{2}\s[AP]M$/);
    }
  } finally {
    await context.close();
  }
});

test.describe('in German', () => {
  test.use({ uiLocale: 'de' });

  test('party sizes are counted with plurals', async ({ page }) => {
    await page.goto('/demo-restaurant/kreuzberg/reserve');
    const party = page.getByLabel('Anzahl der Gäste');
    await expect(party.getByRole('option', { name: '1 Gast', exact: true })).toHaveCount(1);
    await expect(party.getByRole('option', { name: '2 Gäste', exact: true })).toHaveCount(1);
    await expect(party).toHaveValue('2');
  });

  test('offers only the sizes the tables seat and names the phone above them, at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    // The owner's online tables seat 2-4 and 6 (a combination), not 5 and nothing above 6.
    await page.route(/\/reservation-availability\?/, async (route) => {
      const answer = await route.fetch();
      const body = await answer.json();
      body.results.rules.party_sizes = [2, 3, 4, 6];
      await route.fulfill({ response: answer, json: body });
    });
    await drawnByBrowser(page);
    await page.goto('/demo-restaurant/kreuzberg/reserve');
    const party = page.getByLabel('Anzahl der Gäste');
    await expect(party.getByRole('option')).toHaveText([
      '2 Gäste',
      '3 Gäste',
      '4 Gäste',
      '6 Gäste',
      '7 Gäste oder mehr',
    ]);
    await expect(page.getByText('Für mehr als 6 Gäste rufen Sie uns an:')).toBeVisible();
    await expect(page.getByRole('link', { name: '+49 30 6112233', exact: true })).toHaveAttribute(
      'href',
      'tel:+49306112233',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('party sizes are counted with plurals in English', async ({ page }) => {
  await page.goto('/demo-restaurant/kreuzberg/reserve');
  const party = reservation(page).partySize;
  await expect(party.getByRole('option', { name: '1 guest', exact: true })).toHaveCount(1);
  await expect(party.getByRole('option', { name: '2 guests', exact: true })).toHaveCount(1);
});

test('a party too large for online reservation is asked to call, with the number as a link', async ({ page }) => {
  await page.goto('/demo-restaurant/kreuzberg/reserve');
  // Named below the choice before any is made, the number a link to call.
  await expect(page.getByText('For more than 8 guests, call us:')).toBeVisible();
  await expect(page.getByRole('link', { name: '+49 30 6112233', exact: true })).toHaveAttribute(
    'href',
    'tel:+49306112233',
  );
  await reservation(page).partySize.selectOption({ label: '9 guests or more' });
  await expect(page.getByText('For 9 guests or more, please call the restaurant')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call +49 30 6112233' })).toHaveAttribute('href', 'tel:+49306112233');
});

test('going on without a time says "Select a time slot"', async ({ page }) => {
  const r = reservation(page);
  await page.goto('/demo-restaurant/kreuzberg/reserve');
  await r.timesOrNearest.waitFor();
  await r.continueButton.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Select a time slot' })).toBeVisible();
  await expect(page).toHaveURL('/demo-restaurant/kreuzberg/reserve');
});

test('a deep link into a later step without the earlier choices opens the first missing step', async ({ page }) => {
  await page.goto('/demo-restaurant/kreuzberg/reserve/confirm');
  await expect(page).toHaveURL('/demo-restaurant/kreuzberg/reserve');
  await expect(reservation(page).heading('When would you like to come?')).toBeVisible();
});

test('every contact field says what is wrong, with the summary and focus on the first bad field', async ({ page }) => {
  const r = reservation(page);
  await page.goto('/demo-restaurant/kreuzberg/reserve');
  await chooseFirstFreeTime(page);
  await r.continueButton.click();
  await expect(r.heading('Your details')).toBeVisible();

  await r.continueButton.click();
  await expect(page.getByText('Correct all marked fields')).toBeVisible();
  await expect(r.name).toBeFocused();
  await expect(r.name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Required field')).toHaveCount(3);

  await r.name.fill('Eva Kühn');
  await r.email.fill('eva@');
  await r.phone.fill('12');
  await r.specialRequest.fill('x'.repeat(501));
  await r.continueButton.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('This phone number is too short: please check its digits')).toBeVisible();
  await expect(page.getByText('At most 500 characters', { exact: true })).toBeVisible();
  await expect(r.email).toBeFocused();

  await r.email.fill('eva@example.com');
  await r.phone.fill('151 12345678');
  await r.specialRequest.fill('A high chair, please');
  await r.continueButton.click();
  await expect(r.heading('Check and reserve')).toBeVisible();
  await expect(page.getByText('A high chair, please')).toBeVisible();
});

test.describe('contact errors in German', () => {
  test.use({ uiLocale: 'de' });

  test('the summary and the field messages are German', async ({ page }) => {
    await page.goto('/demo-restaurant/kreuzberg/reserve');
    await chooseFirstFreeTime(page);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ihre Angaben' })).toBeVisible();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByText('Korrigieren Sie alle markierten Felder')).toBeVisible();
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('a time taken between choosing and submitting sends the guest back to details: the message in view under the focused heading, no time chosen, the contact kept', async ({
    page,
  }) => {
    const r = reservation(page);
    const start = await fillUpToConfirm(page, 8);
    await takeTime(start, 8);

    await r.reserveButton.click();

    await expect(r.heading('When would you like to come?')).toBeFocused();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Selected time slot no longer available' }),
    ).toBeInViewport();
    await expect(page.locator('[name="reservation-time"]:checked')).toHaveCount(0);
    await chooseFirstFreeTime(page);
    await r.continueButton.click();
    await expect(r.name).toHaveValue('Eva Kühn');
    await expect(r.email).toHaveValue('eva.kuehn@example.com');
  });
});

test('a network failure at submit shows the message in place; the retry reserves exactly once', async ({ page }) => {
  const r = reservation(page);
  await fillUpToConfirm(page);
  const keys: string[] = [];
  const ids: string[] = [];
  await page.route('**/v0/organizations/demo-restaurant/branches/kreuzberg/reservations', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    // The API reserves, but the answer never reaches the browser.
    const answer = await route.fetch();
    ids.push(((await answer.json()) as { results: { reservation: { id: string } } }).results.reservation.id);
    if (keys.length === 1) await route.abort('internetdisconnected');
    else await route.fulfill({ response: answer });
  });

  await r.reserveButton.click();
  await expect(page.getByRole('alert').filter({ hasText: 'The connection failed' })).toBeVisible();
  await expect(r.heading('Check and reserve')).toBeVisible();

  await page.getByRole('button', { name: 'Retry' }).click();

  await expect(r.heading('Your table is reserved')).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(ids[1]).toBe(ids[0]);
});

test('an unexpected answer at submit shows the generic message', async ({ page }) => {
  const r = reservation(page);
  await fillUpToConfirm(page);
  await page.route('**/v0/organizations/demo-restaurant/branches/kreuzberg/reservations', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal"}}' }),
  );
  await r.reserveButton.click();
  await expect(
    page.getByText('Try again in a moment. If the problem persists, contact the service provider'),
  ).toBeVisible();
});

test('a reload in the middle keeps every choice', async ({ page }) => {
  const r = reservation(page);
  await fillUpToConfirm(page, 4);
  await page.reload();
  await expect(r.heading('Check and reserve')).toBeVisible();
  await expect(page.getByText('4 guests')).toBeVisible();
  await expect(page.getByText('eva.kuehn@example.com')).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(r.name).toHaveValue('Eva Kühn');
});

test('the unavailable page gives the phone and address as links while the merchant has switched off', async ({
  page,
}) => {
  await alterConfiguration(page, 'demo-restaurant', (configuration) => {
    configuration.reservations.customization.online_reservations_enabled = false;
  });
  await page.goto('/demo-restaurant/kreuzberg/reserve');

  await expect(page).toHaveURL('/demo-restaurant/unavailable');
  await expect(
    page.getByText('Online reservation is currently unavailable, please contact the restaurant directly.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: '+49 30 6112233' })).toHaveAttribute('href', 'tel:+49306112233');
  await expect(page.getByRole('link', { name: 'Oranienstraße 25, 10999 Berlin' })).toHaveAttribute(
    'href',
    /openstreetmap\.org/,
  );
});

test('every step has no axe violations and no horizontal scroll at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const r = reservation(page);
  const check = async (heading: string) => {
    await expect(r.heading(heading)).toBeVisible();
    expect(await axeViolations(page), heading).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), heading).toBeLessThanOrEqual(360);
  };
  await page.goto('/demo-restaurant/kreuzberg/reserve');
  await r.timesOrNearest.waitFor();
  await check('When would you like to come?');
  await chooseFirstFreeTime(page);
  await r.continueButton.click();
  await check('Your details');
  await r.continueButton.click();
  await expect(page.getByText('Correct all marked fields')).toBeVisible();
  expect(await axeViolations(page), 'contact with errors').toEqual([]);
  await r.name.fill('Eva Kühn');
  await r.email.fill('eva.kuehn@example.com');
  await r.phone.fill('151 12345678');
  await r.continueButton.click();
  await check('Check and reserve');
  await r.reserveButton.click();
  await check('Your table is reserved');
});

test('keyboard only: a table is reserved without the mouse', async ({ page }) => {
  const r = reservation(page);
  await page.goto('/demo-restaurant/kreuzberg/reserve');
  await r.partySize.focus();
  await page.keyboard.press('ArrowDown');
  await expect(r.partySize).toHaveValue('3');
  const time = r.times.first();
  const alternative = page.getByRole('list', { name: 'Nearest free times' }).getByRole('button').first();
  await time.or(alternative).first().waitFor();
  const target = (await time.isVisible()) ? time : alternative;
  await target.focus();
  await page.keyboard.press('Space');
  await r.continueButton.focus();
  await page.keyboard.press('Enter');
  await expect(r.heading('Your details')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(r.name).toBeFocused();
  await page.keyboard.type('Eva Kühn');
  await page.keyboard.press('Tab');
  await page.keyboard.type('eva.kuehn@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('151 12345678');
  await r.continueButton.focus();
  await page.keyboard.press('Enter');
  await expect(r.heading('Check and reserve')).toBeFocused();
  await r.reserveButton.focus();
  await page.keyboard.press('Enter');
  await expect(r.heading('Your table is reserved')).toBeVisible();
});
