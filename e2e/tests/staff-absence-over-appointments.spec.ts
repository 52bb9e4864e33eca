import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { staffDialogs } from '../pages/staff-dialogs';
import { mailsTo } from '../support/customer-mail';
import { PORTS, urlOf } from '../support/ports';
import { signedInTest } from '../support/signed-in-staff';
import { after, type FreeShift, findFreeShifts, wallClock } from '../support/staff-calendar-data';
import { axeViolations, expect } from '../support/test';

/**
 * An employee falls ill over booked appointments: reception records the sickness after a
 * confirmation that lists them, then moves one to a colleague and cancels the other with a
 * message, which the customer gets by email in the language they booked in. Against the real
 * API; each test takes two free shifts of its own.
 */
const test = signedInTest;
const API = urlOf(PORTS.api);
const unique = () => Math.random().toString(36).slice(2, 8);

const TEXTS = {
  en: {
    employee: 'Employee',
    sickness: 'Sickness',
    startTime: 'Start time',
    endTime: 'End time',
    reason: 'Reason',
    add: 'Add absence',
    question: /^Record the absence over 2 booked appointments\?$/,
    yes: 'Yes, record the absence',
    toHandle: 'Appointments to handle',
    link: /appointments? to handle$/,
    open: 'Move or cancel',
    back: 'Back to the appointments to handle',
    move: 'Move appointment',
    moved: 'Appointment moved.',
    cancel: 'Cancel appointment',
    cancelQuestion: 'Cancel this appointment?',
    message: 'Message to the customer (optional)',
    yesCancel: 'Yes, cancel',
    cancelled: 'Appointment cancelled.',
    words: 'Anna is ill today. Please book again, we are sorry.',
    mail: ['We are sorry, we have had to cancel your booking:', 'A message from Studio Lumen Mitte:'],
  },
  de: {
    employee: 'Mitarbeiter',
    sickness: 'Krankheit',
    startTime: 'Beginn (Uhrzeit)',
    endTime: 'Ende (Uhrzeit)',
    reason: 'Grund',
    add: 'Abwesenheit eintragen',
    question: /^Abwesenheit über 2 gebuchte Termine eintragen\?$/,
    yes: 'Ja, Abwesenheit eintragen',
    toHandle: 'Termine zu klären',
    link: /Termine? zu klären$/,
    open: 'Verschieben oder stornieren',
    back: 'Zurück zu den zu klärenden Terminen',
    move: 'Termin verschieben',
    moved: 'Termin verschoben.',
    cancel: 'Termin stornieren',
    cancelQuestion: 'Diesen Termin stornieren?',
    message: 'Nachricht an den Kunden (optional)',
    yesCancel: 'Ja, stornieren',
    cancelled: 'Termin storniert.',
    words: 'Anna ist heute krank. Bitte buchen Sie neu, es tut uns leid.',
    mail: ['leider mussten wir Ihre Buchung stornieren:', 'Eine Nachricht von Studio Lumen Mitte:'],
  },
} as const;

/** A customer books a 30-minute service online with one employee, in their language; returns the contact. */
async function bookOnlineWith(request: APIRequestContext, shift: FreeShift, start: string, locale: 'en' | 'de') {
  const services = (await (await request.get(`${API}/v0/organizations/demo-salon/branches/mitte/services`)).json()) as {
    results: { services: { id: string; name: string; duration_minutes: number }[] };
  };
  const service = services.results.services.find((s) => s.duration_minutes === 30);
  if (!service) throw new Error('the demo branch has no 30-minute service');
  const id = unique();
  const contact = {
    first_name: 'Sick',
    last_name: `Day ${id}`,
    email: `sick.${id}@example.com`,
    phone: '+49 30 1234567',
  };
  const response = await request.post(`${API}/v0/organizations/demo-salon/branches/mitte/appointments`, {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      services: [service.id],
      employee_id: shift.employee.id,
      start,
      contact,
      reminder: 'none',
      payment: 'on_site',
      locale,
    },
  });
  if (response.status() !== 201)
    throw new Error(`online booking answered ${response.status()}: ${await response.text()}`);
  return { name: `${contact.first_name} ${contact.last_name}`, email: contact.email, service: service.name };
}

async function recordSicknessAndHandle(page: Page, locale: 'en' | 'de') {
  const say = TEXTS[locale];
  const ui = staffDialogs(page);
  // Inside the salon's online booking window (3 months), as the customers booked.
  const [sick, colleague] = (await findFreeShifts(page.request, 20 + Math.floor(Math.random() * 50), 2)) as [
    FreeShift,
    FreeShift,
  ];
  const first = await bookOnlineWith(page.request, sick, after(sick.start, 60), locale);
  const second = await bookOnlineWith(page.request, sick, after(sick.start, 120), locale);

  await ui.openAbsence(sick.date);
  await ui.dialog.getByLabel(say.employee).selectOption({ label: sick.employee.name });
  await ui.dialog.getByRole('radio', { name: say.sickness }).check();
  await ui.dialog.getByLabel(say.startTime).fill(wallClock(sick.start));
  await ui.dialog.getByLabel(say.endTime).fill(wallClock(after(sick.start, 180)));
  await ui.dialog.getByLabel(say.reason).fill('Flu');
  await ui.dialog.getByRole('button', { name: say.add }).click();

  // The confirmation lists both: time, customer, service.
  const question = page.getByRole('dialog', { name: say.question });
  await expect(question).toBeVisible();
  const listed = question.getByRole('listitem');
  await expect(listed).toHaveCount(2);
  await expect(listed.nth(0)).toContainText(first.name);
  await expect(listed.nth(0)).toContainText(first.service);
  await expect(listed.nth(1)).toContainText(second.name);
  expect(await axeViolations(page), 'the question').toEqual([]);
  await question.getByRole('button', { name: say.yes }).click();

  // Recorded: the appointments to handle take the dialog's place, and the top bar points at them.
  const list = page.getByRole('dialog', { name: say.toHandle });
  await expect(list).toBeVisible();
  const itemOf = (customer: string) => list.getByRole('listitem').filter({ hasText: customer });
  await expect(itemOf(first.name)).toContainText(say.sickness);
  await expect(itemOf(second.name)).toBeVisible();
  await expect(page.getByRole('link', { name: say.link })).toBeVisible();
  expect(await axeViolations(page), 'the appointments to handle').toEqual([]);

  // The first goes to a colleague at the same time.
  await itemOf(first.name).getByRole('link', { name: say.open }).click();
  const details = page.getByRole('dialog', { name: first.name });
  await expect(details).toBeVisible();
  await details.getByLabel(say.employee).selectOption({ label: colleague.employee.name });
  await details.getByRole('button', { name: say.move }).click();
  await expect(details.getByText(say.moved)).toBeVisible();
  await details.getByRole('link', { name: say.back }).click();
  await expect(list).toBeVisible();
  await expect(itemOf(first.name)).toHaveCount(0);

  // The second is cancelled with a message to the customer.
  await itemOf(second.name).getByRole('link', { name: say.open }).click();
  const other = page.getByRole('dialog', { name: second.name });
  await other.getByRole('button', { name: say.cancel }).click();
  const confirm = page.getByRole('dialog', { name: say.cancelQuestion });
  await confirm.getByLabel(say.message).fill(say.words);
  expect(await axeViolations(page), 'cancel with a message').toEqual([]);
  await confirm.getByRole('button', { name: say.yesCancel }).click();
  await expect(other.getByRole('status').last()).toHaveText(say.cancelled);
  await other.getByRole('link', { name: say.back }).click();
  await expect(list).toBeVisible();
  await expect(itemOf(second.name)).toHaveCount(0);

  // The outbox emails it in the customer's language, with the staff's words.
  await expect
    .poll(async () => (await mailsTo(second.email)).find((mail) => mail.includes(say.words)) ?? '', {
      timeout: 30_000,
    })
    .toContain(say.mail[0]);
  const [mail] = (await mailsTo(second.email)).filter((m) => m.includes(say.words));
  expect(mail).toContain(`${say.mail[1]}\n${say.words}`);
}

test('records sickness over two appointments after confirmation, then moves one and cancels the other with a message', async ({
  page,
}) => {
  await recordSicknessAndHandle(page, 'en');
});

test.describe('in German', () => {
  test.use({ uiLocale: 'de' });

  test('Krankheit über zwei Termine nach Rückfrage, dann einer verschoben und einer mit Nachricht storniert', async ({
    page,
  }) => {
    await recordSicknessAndHandle(page, 'de');
  });
});
