import type { Page } from '@playwright/test';
import { bookingStep, confirmedStep, contactStep, fillContact, managePage, payOnSandbox } from '../pages/salon-booking';
import { alterConfiguration } from '../support/boot-data';
import { bookAppointment } from '../support/manage-link';
import {
  openBookingStep,
  openStepWithHold,
  placeHold as placeHeld,
  releaseHold,
  SALON_CONTACT,
  takeHeldSlot,
  unkeptTime,
} from '../support/salon-hold';
import { axeViolations, expect, test } from '../support/test';

/*
 * Issue 13, the salon journey after the time is chosen: contact, booking, online payment,
 * confirmation and the manage link, over the built product and the real API. The time step
 * is another engineer's: each test starts from a hold placed through the API and written
 * into the tab's draft, exactly what the time step leaves there.
 */

async function placeHold() {
  const seeded = await placeHeld();
  heldTokens.push(seeded.hold.token);
  return seeded;
}

const draftOf = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('beauty-draft:demo-salon/mitte') ?? 'null')?.state.draft);

/** Holds a test left unbooked go back, so their times are free for the other tests at once. */
const heldTokens: string[] = [];
test.afterEach(async () => {
  for (const token of heldTokens.splice(0)) await releaseHold('demo-salon', token);
});

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test('books on site: contact, review with the fees, confirmation with the manage link, then cancel (keep first)', async ({
  page,
}) => {
  const seeded = await placeHold();
  await openStepWithHold(page, seeded, 'contact');
  const contact = contactStep(page);
  await expect(contact.heading).toBeVisible();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await expect(contact.firstName).toHaveAttribute('autocomplete', 'given-name');
  await expect(contact.lastName).toHaveAttribute('autocomplete', 'family-name');
  await expect(contact.email).toHaveAttribute('autocomplete', 'email');
  await expect(page.getByRole('combobox', { name: 'Country calling code' })).toHaveValue('DE');
  // What is being booked, above the form.
  const brief = page.getByRole('region', { name: 'Your booking' });
  await expect(brief).toContainText(seeded.serviceName);
  await expect(brief).toContainText('Studio Lumen Mitte');
  await expectNoAxeViolations(page);
  await fillContact(page);
  await contact.continue.click();

  const booking = bookingStep(page);
  await expect(booking.heading).toBeFocused();
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  await expect(page.getByText(seeded.serviceName)).toBeVisible();
  await expect(page.getByText('Cancelling less than 1 day before the appointment costs €15.00.')).toBeVisible();
  await expect(
    page.getByText('Any change less than 2 days before the appointment adds a service fee of €5.00.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await booking.onSite.check();
  await booking.submit.click();

  const confirmed = confirmedStep(page);
  await expect(confirmed.heading).toBeVisible();
  await expect(page.getByText('Booked', { exact: true })).toBeVisible();
  // The confirmation is no step of the flow; it says where the appointment is and how to call.
  await expect(page.getByText(/^Step \d of \d$/)).toHaveCount(0);
  await expect(page.getByText('Torstraße 140, 10119 Berlin')).toBeVisible();
  await expect(page.getByRole('link', { name: '+49 30 12345670' })).toHaveAttribute('href', 'tel:+493012345670');
  await expect(confirmed.calendar).toHaveAttribute('href', /\/calendar\.ics$/);
  expect(await draftOf(page)).toMatchObject({ services: [], hold: null, contact: null, contactTyped: null });
  await expectNoAxeViolations(page);

  await confirmed.manageLink.click();
  const manage = managePage(page);
  await expect(manage.heading).toBeVisible();
  await expect(manage.reschedule).toBeVisible();
  await expect(page.getByText('Torstraße 140, 10119 Berlin')).toBeVisible();
  await manage.cancel.click();
  await expect(manage.dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await manage.noKeep.click();
  await expect(manage.dialog).toBeHidden();
  await expect(manage.cancel).toBeFocused();
  await expect(page.getByText('Booked', { exact: true })).toBeVisible();

  await manage.cancel.click();
  await manage.yesCancel.click();
  await expect(manage.cancelledHeading).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText('(by you)')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(page.url().replace(/\/cancelled$/, ''));
  await expect(page.getByText('This appointment was cancelled and can no longer be changed.')).toBeVisible();
  await expect(manage.cancel).toHaveCount(0);
});

test('what is typed on the contact step survives a reload before Continue, in this tab only', async ({ page }) => {
  const seeded = await placeHold();
  await openStepWithHold(page, seeded, 'contact');
  const contact = contactStep(page);
  await contact.firstName.fill('Eva');
  await contact.email.fill('eva.kuehn@');
  await contact.comment.fill('Window seat, please');
  await page.reload();
  await expect(contact.heading).toBeVisible();
  await expect(contact.firstName).toHaveValue('Eva');
  await expect(contact.email).toHaveValue('eva.kuehn@');
  await expect(contact.comment).toHaveValue('Window seat, please');
  // Kept in session storage (gone with the tab), never in local storage.
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('eva.kuehn@');
  expect(await draftOf(page)).toMatchObject({ contact: null, contactTyped: { first_name: 'Eva' } });
});

test('online payment is not offered where the merchant takes payment on site only', async ({ page }) => {
  await alterConfiguration(page, 'demo-salon', (configuration) => {
    configuration.reservations.customization.online_payment_allowed = false;
  });
  await openBookingStep(page, await placeHold());
  const booking = bookingStep(page);
  await expect(booking.heading).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
  await expect(page.getByText('Pay at the salon')).toBeVisible();
  await expect(booking.online).toHaveCount(0);
  await expectNoAxeViolations(page);
  await booking.submit.click();
  await expect(confirmedStep(page).heading).toBeVisible();
  await expect(page.getByText('At the salon', { exact: true })).toBeVisible();
});

test('a time the salon could not keep (its cap of holds) says so and still books', async ({ page }) => {
  await openBookingStep(page, await unkeptTime());
  const booking = bookingStep(page);
  await expect(booking.heading).toBeVisible();
  await expect(page.getByText(/This time could not be reserved for you just now/)).toBeVisible();
  await expect(page.getByText(/Reserved for you/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await booking.submit.click();
  await expect(confirmedStep(page).heading).toBeVisible();
});

test('pays online after one declined card, and the retry pays the same appointment', async ({ page }) => {
  await openBookingStep(page, await placeHold());
  const booking = bookingStep(page);
  await booking.online.check();
  await booking.submit.click();

  await expect(page.getByRole('heading', { name: 'Pay' })).toBeVisible();
  await payOnSandbox(page, '4000000000000002');
  await expect(page.getByRole('heading', { name: 'Payment declined' })).toBeVisible();

  // Back from the provider: the return page reads what the webhook recorded.
  await page.getByRole('link', { name: 'Return to the shop' }).click();
  await expect(page.getByText(/There was a problem while processing your payment/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Try paying again' }).click();
  await payOnSandbox(page, '4242424242424242');
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();

  await page.getByRole('link', { name: 'Return to the shop' }).click();
  await expect(confirmedStep(page).heading).toBeVisible();
  await expect(page.getByText('Paid online')).toBeVisible();
});

test('pays online at once with a good card', async ({ page }) => {
  await openBookingStep(page, await placeHold());
  await bookingStep(page).online.check();
  await bookingStep(page).submit.click();
  await payOnSandbox(page, '4242424242424242');
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  // The browser's Back works too: past the provider's form, the payment step took the booking step's place.
  await page.goBack();
  await page.goBack();
  await expect(confirmedStep(page).heading).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
});

test('a slot booked by someone else before the submit sends the customer back to the time step, contact kept', async ({
  page,
}) => {
  const seeded = await placeHold();
  await openBookingStep(page, seeded);
  await expect(bookingStep(page).heading).toBeVisible();
  await takeHeldSlot(seeded);
  await bookingStep(page).submit.click();
  await expect(page).toHaveURL(/\/demo-salon\/mitte\/book\/time\?services=[^&]+(&employee=[^&]+)?$/);
  const draft = await draftOf(page);
  expect(draft.hold).toBeNull();
  expect(draft.idempotencyKey).toBeNull();
  expect(draft.contact).toMatchObject(SALON_CONTACT);
  await expect(page.getByText('Selected time slot no longer available')).toBeVisible();
});

test('a network failure at submit keeps everything, and Retry books once with the same key', async ({ page }) => {
  await openBookingStep(page, await placeHold());
  const keys: string[] = [];
  const replayed: (string | null)[] = [];
  let failFirst = true;
  await page.route('**/branches/mitte/appointments', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    // The request reaches the API and books; only the answer is lost on the way back.
    const response = await route.fetch();
    replayed.push(response.headers()['idempotent-replayed'] ?? null);
    if (failFirst) {
      failFirst = false;
      await route.abort('connectionreset');
      return;
    }
    await route.fulfill({ response });
  });
  await bookingStep(page).submit.click();
  await expect(page.getByText('We could not reach the salon. Nothing you entered is lost: try again.')).toBeVisible();
  await expect(bookingStep(page).heading).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(confirmedStep(page).heading).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBe(keys[1]);
  // The second answer is the first booking replayed: exactly one appointment exists.
  expect(replayed).toEqual([null, 'true']);
});

test.describe('in German', () => {
  test.use({ uiLocale: 'de' });

  test('says every contact-field error at the field and sums them up, focusing the first', async ({ page }) => {
    const seeded = await placeHold();
    await openStepWithHold(page, seeded, 'contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Ihre Angaben' })).toBeVisible();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Bitte korrigieren Sie alle markierten Felder' }),
    ).toBeVisible();
    await expect(page.getByLabel('Vorname')).toBeFocused();
    await expect(page.getByLabel('Vorname')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Pflichtfeld')).toHaveCount(4);

    await page.getByLabel('Vorname').fill('Eva');
    await page.getByLabel('Nachname').fill('Kühn');
    await page.getByLabel('E-Mail').fill('eva@');
    await page.getByLabel('E-Mail').blur();
    await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeVisible();
    await page.getByRole('textbox', { name: 'Mobiltelefon' }).fill('12');
    await page.getByRole('textbox', { name: 'Mobiltelefon' }).blur();
    await expect(page.getByText('Diese Telefonnummer ist zu kurz: Bitte prüfen Sie die Ziffern')).toBeVisible();
    await page.getByLabel('Anmerkung (optional)').fill('x'.repeat(1001));
    await page.getByLabel('Anmerkung (optional)').blur();
    await expect(page.getByText('Höchstens 1000 Zeichen', { exact: true })).toBeVisible();
    await expect(await axeViolations(page)).toEqual([]);
  });

  test('keeps the details over a reload and on the way back', async ({ page }) => {
    const seeded = await placeHold();
    await openStepWithHold(page, seeded, 'contact');
    await page.getByLabel('Vorname').fill('Eva');
    await page.getByLabel('Nachname').fill('Kühn');
    await page.getByLabel('E-Mail').fill('eva.kuehn@example.com');
    await page.getByRole('textbox', { name: 'Mobiltelefon' }).fill('151 23456789');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Prüfen und buchen' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Prüfen und buchen' })).toBeVisible();
    await expect(page.getByText(/Eine Stornierung weniger als 1 Tag vor dem Termin kostet 15,00/)).toBeVisible();
    await page.getByRole('link', { name: 'Zurück' }).click();
    await expect(page.getByLabel('Vorname')).toHaveValue('Eva');
    await expect(page.getByLabel('E-Mail')).toHaveValue('eva.kuehn@example.com');
  });
});

test('the legacy manage link lands on the summary under the branch; an unknown token is a link not valid, a malformed one not found', async ({
  page,
}) => {
  const link = await bookAppointment();
  await page.goto(`/${link.organization}/appointments/${link.token}`);
  await expect(managePage(page).heading).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${link.organization}/${link.branch}/${link.token}$`));
  await expect(managePage(page).cancel).toBeVisible();
  await expectNoAxeViolations(page);

  const invalid = page.getByRole('heading', { level: 1, name: 'This link is not valid or has expired' });
  await page.goto(`/${link.organization}/${link.branch}/${'A'.repeat(43)}`);
  await expect(invalid).toBeVisible();
  // A path that is no manage link at all is simply not found.
  await page.goto(`/${link.organization}/${link.branch}/not-a-token`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  // The legacy link's path too, with the status a crawler or a link checker reads.
  const legacy = await page.goto(`/${link.organization}/appointments/not-a-token`);
  expect(legacy?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('the contact and booking steps work by keyboard alone on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const seeded = await placeHold();
  // From the time step with its time held, so the contact step is reached as a customer does.
  await openStepWithHold(page, seeded, 'time');
  await page.getByRole('main').getByRole('button', { name: 'Continue' }).focus();
  await page.keyboard.press('Enter');
  const contact = contactStep(page);
  await expect(contact.heading).toBeFocused();
  const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await noSideScroll()).toBe(true);

  // Tab from the step's heading, where the step change put focus: the first field is next.
  await page.keyboard.press('Tab');
  await expect(contact.firstName).toBeFocused();
  await page.keyboard.type('Eva');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Kühn');
  await page.keyboard.press('Tab');
  await page.keyboard.type('eva.kuehn@example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Country calling code' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('151 23456789');
  await page.keyboard.press('Enter');

  const booking = bookingStep(page);
  await expect(booking.heading).toBeFocused();
  expect(await noSideScroll()).toBe(true);
  // Tab on from the heading: the reminder, the payment (one stop each), the terms, the submit.
  for (let stops = 0; stops < 8 && !(await booking.submit.evaluate((el) => el === document.activeElement)); stops++) {
    await page.keyboard.press('Tab');
  }
  await expect(booking.submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirmedStep(page).heading).toBeVisible();
  expect(await noSideScroll()).toBe(true);
});
