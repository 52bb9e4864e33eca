import { monday, staffDialogs } from '../pages/staff-dialogs';
import { PORTS, urlOf } from '../support/ports';
import { signedInTest } from '../support/signed-in-staff';
import { axeViolations, expect } from '../support/test';

/**
 * Issue 15: the appointment and absence dialogs over the staff calendar, against the real
 * API. Each test books its own appointments on a Monday of its own (Anna Schmidt works
 * there), so they neither depend on nor disturb the seeded calendar or each other.
 */

const test = signedInTest;

test('books a walk-in by keyboard only from the day view, and it shows in the grid', async ({ page }) => {
  const ui = staffDialogs(page);
  const date = monday(20);
  await page.goto(ui.day(date));
  const newAppointment = page.getByRole('link', { name: 'New appointment', exact: true });
  await ui.tabTo(newAppointment, 80);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'New appointment' })).toBeVisible();
  expect(await axeViolations(page), 'create dialog').toEqual([]);
  // Escape closes it, and focus goes back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(newAppointment).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'New appointment' })).toBeVisible();

  // Nothing chosen: the staff messages of SPEC section 5 at the fields, focus to the first.
  await ui.tabTo(ui.dialog.getByRole('button', { name: 'Book appointment' }));
  await page.keyboard.press('Enter');
  await expect(ui.dialog.getByText('Select at least one service')).toBeVisible();
  await expect(ui.dialog.getByText('Select an employee')).toBeVisible();
  await expect(ui.dialog.getByRole('alert').first()).toHaveText('Correct all marked fields');
  await expect(ui.dialog.getByRole('checkbox').first()).toBeFocused();
  expect(await axeViolations(page), 'create dialog with errors').toEqual([]);

  await ui.tabTo(ui.dialog.getByRole('checkbox', { name: /^Herrenhaarschnitt/ }));
  await page.keyboard.press('Space');
  await ui.tabTo(ui.dialog.getByLabel('Employee'));
  await page.keyboard.type('Anna');
  await expect(ui.dialog.getByLabel('Employee')).toHaveValue(/.+/);
  await expect(ui.dialog.getByLabel('Date')).toHaveValue(date);
  await ui.tabTo(ui.dialog.getByLabel('Start time'));
  await page.keyboard.type('0910AM');
  await expect(ui.dialog.getByLabel('Start time')).toHaveValue('09:10');
  await ui.tabTo(ui.dialog.getByLabel('Walk-in name'));
  await page.keyboard.type('Keyboard Kim');
  await page.keyboard.press('Enter');

  const details = page.getByRole('dialog', { name: 'Keyboard Kim' });
  await expect(details).toBeVisible();
  await expect(ui.fact('Services')).toContainText('Herrenhaarschnitt');
  await expect(ui.fact('Employee')).toHaveText('Anna Schmidt');
  await expect(ui.fact('When')).toContainText(/9:10\sAM to 9:40\sAM/);
  await expect(ui.fact('State')).toHaveText('Booked');
  await expect(ui.fact('Booked')).toHaveText('By staff');
  await expect(details.getByRole('link', { name: 'Check out' })).toHaveAttribute('href', /\/staff\/mitte\/checkout\//);
  expect(await axeViolations(page), 'details dialog').toEqual([]);

  // Closed: the day view behind shows the new appointment, and Enter on it opens it again.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(ui.day(date));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(ui.gridItem(/Keyboard Kim/)).toBeVisible();
  await ui.gridItem(/Keyboard Kim/).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Keyboard Kim' })).toBeVisible();
});

test('a move into a taken time names what is in the way and keeps the input; then a free time moves it', async ({
  page,
}) => {
  const ui = staffDialogs(page);
  const date = monday(21);
  await ui.book({ date, time: '10:00', service: 'Herrenhaarschnitt', name: 'First Finn' });
  await ui.book({ date, time: '11:00', service: 'Herrenhaarschnitt', name: 'Second Sam' });

  const move = ui.dialog.getByRole('form', { name: 'Move' });
  await move.getByLabel('Start time').fill('10:15');
  await move.getByRole('button', { name: 'Move appointment' }).click();
  await expect(move.getByRole('alert')).toContainText('This overlaps an appointment on');
  await expect(move.getByRole('alert')).toContainText(/from 10:00\sAM to 10:30\sAM/);
  await expect(move.getByLabel('Start time')).toHaveValue('10:15');
  await expect(ui.fact('When')).toContainText(/11:00\sAM to 11:30\sAM/);

  await move.getByLabel('Start time').fill('17:00');
  await move.getByRole('button', { name: 'Move appointment' }).click();
  await expect(move.getByRole('status')).toHaveText('Appointment moved.');
  await expect(ui.fact('When')).toContainText(/5:00\sPM to 5:30\sPM/);
  await expect(ui.fact('State')).toHaveText('Moved');

  await move.getByLabel('Start time').fill('19:00');
  await move.getByRole('button', { name: 'Move appointment' }).click();
  await expect(move.getByRole('alert')).toHaveText("This is outside the employee's working hours.");
});

test('an absence over an appointment is asked about, and kept back it names the appointment; the end must be after the start', async ({
  page,
}) => {
  const ui = staffDialogs(page);
  const date = monday(22);
  await ui.book({ date, time: '16:00', service: 'Herrenhaarschnitt', name: 'Absent Alex' });

  await ui.openAbsence(date);
  expect(await axeViolations(page), 'absence dialog').toEqual([]);
  await ui.dialog.getByLabel('Employee').selectOption({ label: 'Anna Schmidt' });
  await ui.dialog.getByRole('radio', { name: 'Sickness' }).check();
  await ui.dialog.getByLabel('Start time').fill('15:30');
  await ui.dialog.getByLabel('End time').fill('15:00');
  await ui.dialog.getByLabel('Reason').fill('Doctor');
  await expect(ui.dialog.getByText('The end must be after the start')).toBeVisible();

  await ui.dialog.getByLabel('End time').fill('17:00');
  await expect(ui.dialog.getByText('The end must be after the start')).toHaveCount(0);
  await ui.dialog.getByRole('button', { name: 'Add absence' }).click();
  // Asked first whether to record it over the appointment anyway: not this time.
  const over = page.getByRole('dialog', { name: 'Record the absence over 1 booked appointment?' });
  await expect(over.getByRole('listitem')).toContainText('Absent Alex');
  await over.getByRole('button', { name: 'No, go back' }).click();
  await expect(over).toBeHidden();
  await expect(ui.dialog.getByRole('alert')).toContainText('This overlaps an appointment on');
  await expect(ui.dialog.getByRole('alert')).toContainText(/from 4:00\sPM to 4:30\sPM/);
  await expect(ui.dialog.getByLabel('Reason')).toHaveValue('Doctor');
  expect(await axeViolations(page), 'absence dialog with the conflict').toEqual([]);

  // After the appointment: added, and the dialog closes to the day view, which shows it.
  await ui.dialog.getByLabel('Start time').fill('16:30');
  await ui.dialog.getByRole('button', { name: 'Add absence' }).click();
  await expect(page).toHaveURL(ui.day(date));
  await ui.gridItem(/Doctor/).click();
  await expect(page.getByRole('dialog', { name: 'Absence' })).toBeVisible();
  await expect(ui.dialog.getByRole('radio', { name: 'Sickness' })).toBeChecked();
  await expect(ui.dialog.getByLabel('Start time')).toHaveValue('16:30');
  await ui.dialog.getByLabel('Reason').fill('Dentist');
  await ui.dialog.getByRole('button', { name: 'Save absence' }).click();
  await expect(page).toHaveURL(ui.day(date));
  await ui.gridItem(/Dentist/).click();
  await ui.dialog.getByRole('button', { name: 'Delete absence' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this absence?' });
  expect(await axeViolations(page), 'delete confirmation').toEqual([]);
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page).toHaveURL(ui.day(date));
  await expect(ui.gridItem(/Dentist/)).toHaveCount(0);
});

test('a failed call says so in place, keeps what was typed, and a retry goes through', async ({ page }) => {
  const ui = staffDialogs(page);
  const date = monday(26);
  await ui.openCreate(date);
  await ui.dialog.getByRole('checkbox', { name: /^Herrenhaarschnitt/ }).check();
  await ui.dialog.getByLabel('Employee').selectOption({ label: 'Anna Schmidt' });
  await ui.dialog.getByLabel('Start time').fill('11:20');
  await ui.dialog.getByLabel('Walk-in name').fill('Offline Olga');
  const creating = /\/v0\/staff\/branches\/mitte\/appointments$/;
  await page.route(creating, (route) => route.abort('internetdisconnected'));
  await ui.dialog.getByRole('button', { name: 'Book appointment' }).click();
  await expect(ui.dialog.getByRole('alert')).toContainText(
    'We could not reach the server. Check your connection and try again.',
  );
  await expect(ui.dialog.getByLabel('Walk-in name')).toHaveValue('Offline Olga');
  await expect(ui.dialog.getByLabel('Start time')).toHaveValue('11:20');
  await page.unroute(creating);
  await ui.dialog.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('dialog', { name: 'Offline Olga' })).toBeVisible();

  // Reading the appointment fails: a message with Retry inside the dialog.
  const reading = /\/v0\/staff\/appointments\/[^/]+$/;
  await page.route(reading, (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Appointment' }).getByRole('alert')).toContainText(
    'We could not reach the server',
  );
  await page.unroute(reading);
  await page.getByRole('dialog').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('dialog', { name: 'Offline Olga' })).toBeVisible();
});

test('cancels an upcoming appointment and records a past one as "customer did not arrive"', async ({ page }) => {
  const ui = staffDialogs(page);
  await ui.book({ date: monday(23), time: '12:00', service: 'Herrenhaarschnitt', name: 'Cancel Cleo' });
  await expect(ui.dialog.getByRole('button', { name: 'Customer did not arrive' })).toHaveCount(0);

  await ui.dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await expect(confirm).toBeVisible();
  expect(await axeViolations(page), 'cancel confirmation').toEqual([]);
  // Escape answers no.
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(ui.fact('State')).toHaveText('Booked');
  await ui.dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await confirm.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(ui.dialog.getByRole('status').last()).toHaveText('Appointment cancelled.');
  await expect(ui.fact('State')).toHaveText('Cancelled by staff');
  await expect(ui.dialog.getByRole('button', { name: 'Cancel appointment' })).toHaveCount(0);
  await expect(ui.dialog.getByRole('link', { name: 'Check out' })).toHaveCount(0);

  // One that has started: no move or cancel any more, but "did not arrive".
  await ui.book({ date: monday(-1), time: '10:00', service: 'Herrenhaarschnitt', name: 'Missing Max' });
  await expect(ui.dialog.getByRole('button', { name: 'Cancel appointment' })).toHaveCount(0);
  await expect(ui.dialog.getByRole('form', { name: 'Move' })).toHaveCount(0);
  await ui.dialog.getByRole('button', { name: 'Customer did not arrive' }).click();
  await page
    .getByRole('dialog', { name: 'Record that the customer did not arrive?' })
    .getByRole('button', { name: 'Yes, did not arrive' })
    .click();
  await expect(ui.fact('State')).toHaveText('Customer did not arrive');
  await expect(ui.dialog.getByRole('button', { name: 'Customer did not arrive' })).toHaveCount(0);
});

test('notes are saved and kept', async ({ page }) => {
  const ui = staffDialogs(page);
  await ui.book({ date: monday(24), time: '09:30', service: 'Herrenhaarschnitt', name: 'Noted Nora' });
  await ui.dialog.getByLabel('Internal notes (never shown to the customer)').fill('Prefers the window seat');
  await ui.dialog.getByRole('button', { name: 'Save notes' }).click();
  await expect(ui.dialog.getByText('Notes saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Internal notes (never shown to the customer)')).toHaveValue('Prefers the window seat');
});

test('a session that ended while a dialog was open takes its next save back to sign in', async ({ page }) => {
  const ui = staffDialogs(page);
  await ui.book({ date: monday(29), time: '10:00', service: 'Herrenhaarschnitt', name: 'Ended Emil' });
  // Signed out elsewhere meanwhile: this browser no longer holds the session.
  await page.context().clearCookies({ name: 'staff_session' });
  await ui.dialog.getByLabel('Internal notes (never shown to the customer)').fill('Never saved');
  await ui.dialog.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test.describe('in German', () => {
  test.use({ uiLocale: 'de' });

  test('the dialogs speak German and pass axe', async ({ page }) => {
    const ui = staffDialogs(page);
    const date = monday(25);
    await ui.openCreate(date);
    await ui.dialog.getByRole('button', { name: 'Termin buchen' }).click();
    await expect(ui.dialog.getByText('Wählen Sie mindestens eine Leistung')).toBeVisible();
    await expect(ui.dialog.getByText('Wählen Sie einen Mitarbeiter')).toBeVisible();
    await expect(ui.dialog.getByText('Pflichtfeld')).toBeVisible();
    expect(await axeViolations(page), 'Neuer Termin').toEqual([]);

    await ui.dialog.getByRole('checkbox', { name: /^Herrenhaarschnitt/ }).check();
    await ui.dialog.getByLabel('Mitarbeiter').selectOption({ label: 'Anna Schmidt' });
    await ui.dialog.getByLabel('Beginn').fill('09:00');
    await ui.dialog.getByLabel('Name des Laufkunden').fill('Deutsch Dora');
    await ui.dialog.getByRole('button', { name: 'Termin buchen' }).click();
    await expect(page.getByRole('dialog', { name: 'Deutsch Dora' })).toBeVisible();
    await expect(ui.fact('Status')).toHaveText('Gebucht');
    expect(await axeViolations(page), 'Termin').toEqual([]);

    await ui.dialog.getByRole('button', { name: 'Termin stornieren' }).click();
    await expect(page.getByRole('dialog', { name: 'Diesen Termin stornieren?' })).toBeVisible();
    expect(await axeViolations(page), 'Stornieren?').toEqual([]);
    await page.getByRole('button', { name: 'Nein, behalten' }).click();

    await ui.openAbsence(date);
    await ui.dialog.getByRole('button', { name: 'Abwesenheit eintragen' }).click();
    await expect(ui.dialog.getByText('Wählen Sie einen Mitarbeiter')).toBeVisible();
    expect(await axeViolations(page), 'Neue Abwesenheit').toEqual([]);
  });
});

test('books an existing customer found by search; the grid and the details show them, linked to their record', async ({
  page,
}) => {
  const ui = staffDialogs(page);
  const date = monday(27);
  const last = `Picked${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`;
  const created = await page.request.post(`${urlOf(PORTS.api)}/v0/staff/customers`, {
    data: { first_name: 'Greta', last_name: last, email: `${last.toLowerCase()}@example.com` },
    headers: { origin: urlOf(PORTS.shell) },
  });
  expect(created.status()).toBe(201);
  const customer = ((await created.json()) as { results: { customer: { id: string; customer_number: string } } })
    .results.customer;

  await ui.openCreate(date);
  await ui.dialog.getByRole('checkbox', { name: /^Herrenhaarschnitt/ }).check();
  await ui.dialog.getByLabel('Employee').selectOption({ label: 'Anna Schmidt' });
  await ui.dialog.getByLabel('Start time').fill('14:00');
  // Search as you type, then choose by keyboard: Enter in the field takes the customer found.
  const search = ui.dialog.getByRole('searchbox', { name: 'Find a customer' });
  await search.pressSequentially(`greta ${last.toLowerCase()}`);
  await expect(ui.dialog.getByRole('status').filter({ hasText: 'found' })).toHaveText('1 customer found.');
  const greta = ui.dialog.getByRole('radio', { name: new RegExp(`^Greta ${last}`) });
  await expect(greta).toBeVisible();
  expect(await axeViolations(page), 'create dialog with customers found').toEqual([]);
  // Before a choice no radio is checked: Tab would land on her, not on the walk-in.
  await expect(ui.dialog.getByRole('radio', { name: 'No customer from the file (walk-in)' })).not.toBeChecked();
  await page.keyboard.press('Enter');
  await expect(greta).toBeChecked();
  // A customer from the file is named by the record: no walk-in name to type.
  await expect(ui.dialog.getByLabel('Walk-in name')).toHaveCount(0);
  await ui.dialog.getByRole('button', { name: 'Book appointment' }).click();

  const details = page.getByRole('dialog', { name: `Greta ${last}` });
  await expect(details).toBeVisible();
  const record = ui.fact('Customer').getByRole('link', { name: `Customer record ${customer.customer_number}` });
  await expect(record).toHaveAttribute('href', `/staff/mitte/customers/${customer.id}`);
  await page.keyboard.press('Escape');
  await expect(ui.gridItem(new RegExp(`Greta ${last}`))).toBeVisible();

  await ui.gridItem(new RegExp(`Greta ${last}`)).click();
  await record.click();
  await expect(page).toHaveURL(`/staff/mitte/customers/${customer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Greta ${last}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Customers', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('main')).toContainText('Herrenhaarschnitt');
});

test('a search that finds nobody says so, and the walk-in name stays', async ({ page }) => {
  const ui = staffDialogs(page);
  await ui.openCreate(monday(28));
  await ui.dialog.getByRole('searchbox', { name: 'Find a customer' }).fill('Zzqxnobody');
  await expect(ui.dialog.getByRole('status').filter({ hasText: 'found' })).toHaveText('No customer found.');
  await expect(ui.dialog.getByRole('radio')).toHaveCount(0);
  await expect(ui.dialog.getByLabel('Walk-in name')).toBeVisible();
});
