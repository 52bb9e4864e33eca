import type { Browser, Page } from '@playwright/test';
import { addBranchByKeyboard } from '../pages/branch-form';
import { consentBanner } from '../pages/consent-banner';
import { chooseFirstFreeTime, reservation } from '../pages/gastro-reservation';
import { hostStand } from '../pages/host-stand';
import { signUpByKeyboard } from '../pages/owner-sign-up';
import { type Locale, salonSetup } from '../pages/salon-setup';
import { uniqueBusiness } from '../pages/staff-sign-up';
import { tablesSettings } from '../pages/tables-settings';
import { press, typeInto } from '../support/keyboard';
import { signedInOwnerTest } from '../support/signed-in-staff';
import { axeViolations, expect, test } from '../support/test';
import { newContextOnTestClock } from '../support/test-clock';

/**
 * A restaurant goes from nothing to live reservations without help: its owner signs up,
 * confirms the email, adds a branch with hours and the phone guests call for larger parties,
 * finds the host stand asking for tables, lays out the floor (two areas, four tables, a
 * combination of two of them; retiring asks first, a table typed but not added is not lost by
 * leaving), sees the go-live checklist pass and switches the page on; at
 * once a guest in a browser of their own reserves for two and for seven (whom only the
 * combination seats), and the owner finds both on the host stand. In English on a desktop, and
 * in German with the staff's screens at 768 px and the guest's at 360 px. Each run signs up a
 * new business, so nothing here touches the demo merchants' data.
 */
const BRANCH = 'Neuland Hafen';
const SLUG = 'hafen';
const ZONE = 'Europe/Berlin';
const SALON_SECTIONS = ['Services', 'Team and hours'];
test.use({ timezoneId: ZONE });

/** The words of the journey beyond the page objects', in each language it runs in. */
const SAY = {
  en: {
    tablesLink: 'Tables',
    checklist: {
      table: 'A table guests can book online that seats your smallest party',
      phone: 'A branch phone number guests can call for larger parties',
    },
    addTables: 'Add your tables in Settings',
    tableRow: (from: string, area: string) => `${from}–4 seats · ${area} · Online and staff`,
    combinationRow: '3 + 4 · 5–8 seats',
    openPage: 'Open my page',
    copyLink: 'Copy link',
    retire: (table: string) => `Retire table ${table}`,
    cancel: 'Cancel',
    leave: 'Leave without saving?',
    stay: 'Stay and save',
    when: 'When would you like to come?',
    details: 'Your details',
    check: 'Check and reserve',
    reserved: 'Your table is reserved',
    guests: (count: number) => `${count} guests`,
    table: (name: string) => `Table ${name}`,
    tables: (names: string) => `Tables ${names}`,
  },
  de: {
    tablesLink: 'Tische',
    checklist: {
      table: 'Ein online buchbarer Tisch, der Ihre kleinste Gruppe fasst',
      phone: 'Eine Telefonnummer der Filiale, die Gäste für größere Gruppen anrufen können',
    },
    addTables: 'Fügen Sie Ihre Tische in den Einstellungen hinzu',
    tableRow: (from: string, area: string) => `${from}–4 Plätze · ${area} · Online und Team`,
    combinationRow: '3 + 4 · 5–8 Plätze',
    openPage: 'Meine Seite öffnen',
    copyLink: 'Link kopieren',
    retire: (table: string) => `Tisch ${table} außer Betrieb nehmen`,
    cancel: 'Abbrechen',
    leave: 'Ohne Speichern verlassen?',
    stay: 'Bleiben und speichern',
    when: 'Wann möchten Sie kommen?',
    details: 'Ihre Angaben',
    check: 'Prüfen und reservieren',
    reserved: 'Ihr Tisch ist reserviert',
    guests: (count: number) => `${count} Gäste`,
    table: (name: string) => `Tisch ${name}`,
    tables: (names: string) => `Tische ${names}`,
  },
} as const;

/** Each run of the journey: its language, the staff's screen width and the guest's. */
const JOURNEYS: { locale: Locale; staffWidth: number; guestWidth: number }[] = [
  { locale: 'en', staffWidth: 1280, guestWidth: 1280 },
  { locale: 'de', staffWidth: 768, guestWidth: 360 },
];

type ChecklistItem = 'branch' | 'table' | 'phone';

/** Back on the overview (by its link), each of the restaurant's checklist items says whether it is done. */
async function expectChecklist(page: Page, locale: Locale, done: ChecklistItem[]) {
  const setup = salonSetup(page, locale);
  const texts = { branch: setup.say.items.branch, ...SAY[locale].checklist };
  await press(setup.settingsNav.getByRole('link', { name: setup.say.overview }));
  await expect(page.getByRole('heading', { level: 1, name: setup.say.settings })).toBeVisible();
  const items = page.getByRole('list', { name: setup.say.checklist }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  for (const [item, text] of Object.entries(texts)) {
    const state = done.includes(item as ChecklistItem) ? setup.say.done : setup.say.missing;
    await expect(items.filter({ hasText: text })).toContainText(state);
  }
}

/** A guest reserves for `party` on the restaurant's only branch at the first free time; returns that time. */
async function reserveAsGuest(
  guest: Page,
  locale: Locale,
  address: string,
  { party, name, email }: { party: number; name: string; email: string },
) {
  const r = reservation(guest, locale);
  const say = SAY[locale];
  await guest.goto(`/${address}`);
  await expect(guest).toHaveURL(`/${address}/${SLUG}/reserve`);
  await expect(r.heading(say.when)).toBeVisible();
  // The party and the time are quick actions: do them on the app's page, not the server's.
  await guest.locator('#root:not([data-server-drawn])').waitFor({ state: 'attached' });
  await r.partySize.selectOption(String(party));
  const start = await chooseFirstFreeTime(guest);
  await r.continueButton.click();
  await expect(r.heading(say.details)).toBeVisible();
  await r.name.fill(name);
  await r.email.fill(email);
  await r.phone.fill('151 12345678');
  await r.continueButton.click();
  await expect(r.heading(say.check)).toBeVisible();
  await expect(guest.getByText(say.guests(party))).toBeVisible();
  await r.reserveButton.click();
  await expect(r.heading(say.reserved)).toBeVisible();
  expect(await guest.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  return start;
}

/** A guest's own browser on the run's clock, in the journey's language, who has not answered the cookie banner yet. */
async function guestBrowser(browser: Browser, locale: Locale, width: number) {
  const context = await newContextOnTestClock(browser, { timezoneId: ZONE, viewport: { width, height: 800 } });
  await context.addCookies([{ name: 'booking_locale', value: locale, domain: 'localhost', path: '/' }]);
  return { context, page: await context.newPage() };
}

for (const { locale, staffWidth, guestWidth } of JOURNEYS) {
  test.describe(`in ${locale}, staff at ${staffWidth} px and the guest at ${guestWidth} px`, () => {
    test.use({ uiLocale: locale, viewport: { width: staffWidth, height: 900 } });

    test('a new restaurant signs up, lays out its tables, goes live, and a guest reserves for two and for seven', async ({
      page,
      browser,
    }) => {
      const words = SAY[locale];
      const setup = salonSetup(page, locale);
      const say = setup.say;
      const business = uniqueBusiness('Restaurant Neuland');
      await signUpByKeyboard(page, locale, business, 'restaurant');

      // A restaurant's settings have tables and none of the salon's sections.
      await page.goto('/staff/settings');
      await expectChecklist(page, locale, []);
      await expect(setup.toggle).toBeDisabled();
      await expect(setup.settingsNav.getByRole('link', { name: words.tablesLink, exact: true })).toBeVisible();
      for (const section of [say.services, say.team]) {
        await expect(setup.settingsNav.getByRole('link', { name: section })).toHaveCount(0);
      }

      // A branch with the hours it starts with and a phone for larger parties.
      await addBranchByKeyboard(page, locale, {
        name: BRANCH,
        slug: SLUG,
        street: 'Am Kai',
        number: '3',
        zip: '20457',
        city: 'Hamburg',
        phone: '40 1234567',
      });
      await expectChecklist(page, locale, ['branch', 'phone']);

      // The host stand of a restaurant without tables says where to add them, and its link goes there.
      await page.goto(`/staff/${SLUG}`);
      const addTables = page.getByRole('link', { name: words.addTables });
      await expect(addTables).toHaveAttribute('href', '/staff/settings/tables');
      await press(addTables);

      // Two areas, then the tables by keyboard: a select takes the first letters of an option.
      await expect(page).toHaveURL(/\/staff\/settings\/tables/);
      const tables = tablesSettings(page, locale);
      await expect(tables.heading).toBeVisible();
      for (const area of ['Gastraum', 'Terrasse']) {
        await typeInto(tables.newArea, area);
        await page.keyboard.press('Enter');
        await expect(tables.area(area)).toBeVisible();
      }
      // The go-live item asks for a table that seats the branch's smallest party, one guest: the
      // inside tables take one to four, the terrace's two to four.
      for (const [name, area, from] of [
        ['1', 'Gastraum', '1'],
        ['2', 'Gastraum', '1'],
        ['3', 'Terrasse', '2'],
        ['4', 'Terrasse', '2'],
      ] as const) {
        const table = tables.newTable;
        await typeInto(table.name, name);
        await typeInto(table.area, area.slice(0, 3));
        await expect(table.area.locator('option:checked')).toHaveText(area);
        // A new table seats from one; typing "1" again would go on to "10", as a select does.
        await expect(table.from).toHaveValue('1');
        if (from !== '1') await typeInto(table.from, from);
        await typeInto(table.to, '4');
        await expect(table.from).toHaveValue(from);
        await expect(table.to).toHaveValue('4');
        await expect(table.online).toBeChecked();
        await press(table.add);
        await expect(tables.table(name)).toContainText(words.tableRow(from, area));
      }

      // Tables 3 and 4 joined for five to eight.
      const combination = tables.newCombination;
      await typeInto(combination.name, '3 + 4');
      await press(combination.member('3'), 'Space');
      await press(combination.member('4'), 'Space');
      await expect(combination.member('3')).toBeChecked();
      await expect(combination.member('4')).toBeChecked();
      await expect(combination.from).toHaveValue('5');
      await expect(combination.to).toHaveValue('8');
      await press(combination.add);
      await expect(tables.combination('3 + 4')).toContainText(words.combinationRow);
      expect(await axeViolations(page), 'the tables screen').toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // Retiring asks first, with the focus on the safe answer; Escape keeps the table.
      await press(page.getByRole('button', { name: words.retire('2'), exact: true }));
      const retiring = page.getByRole('dialog', { name: `${words.retire('2')}?` });
      await expect(retiring.getByRole('button', { name: words.cancel })).toBeFocused();
      expect(await axeViolations(page), 'the question before retiring').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(retiring).toBeHidden();
      await expect(tables.table('2')).toBeVisible();

      // A table typed but not added is not lost by leaving: the page asks, and the owner stays.
      await typeInto(tables.newTable.name, '5');
      await press(setup.settingsNav.getByRole('link', { name: say.overview }));
      const leaving = page.getByRole('dialog', { name: words.leave });
      await press(leaving.getByRole('button', { name: words.stay }));
      await expect(tables.newTable.name).toHaveValue('5');
      await press(tables.newTable.name, 'ControlOrMeta+A');
      await page.keyboard.press('Backspace');

      // Going live; the overview gives the page's address to open or copy.
      await expectChecklist(page, locale, ['branch', 'table', 'phone']);
      await expect(setup.toggle).toBeEnabled();
      await press(setup.toggle);
      await expect(setup.toggle).toBeChecked();
      await expect(page.getByText(say.online)).toBeVisible();
      await expect(page.getByText(new RegExp(`^https?://[^/]+/${business.address}$`))).toBeVisible();
      const open = page.getByRole('link', { name: words.openPage });
      await expect(open).toHaveAttribute('href', new RegExp(`/${business.address}$`));
      await expect(page.getByRole('button', { name: words.copyLink })).toBeVisible();
      expect(await axeViolations(page), 'the live overview').toEqual([]);

      // At once a guest reserves for two, then for seven: the party sizes end at what the floor seats.
      const guest = await guestBrowser(browser, locale, guestWidth);
      await guest.page.goto(`/${business.address}`);
      await consentBanner(guest.page, locale).onlyNecessary.click();
      const couple = { party: 2, name: 'Paula Paar', email: `paula.${business.address}@example.com` };
      const start = await reserveAsGuest(guest.page, locale, business.address, couple);
      const party = reservation(guest.page, locale).partySize;
      await guest.page.goto(`/${business.address}/${SLUG}/reserve`);
      await expect(party.locator('option[value="8"]')).toHaveCount(1);
      await expect(party.locator('option[value="9"]')).toHaveCount(0);
      const group = { party: 7, name: 'Gerda Gruppe', email: `gerda.${business.address}@example.com` };
      const largeStart = await reserveAsGuest(guest.page, locale, business.address, group);
      await guest.context.close();

      // The owner finds both on the host stand of the day: the two at the first table of the best
      // fit, the seven at the joined tables.
      const host = hostStand(page);
      for (const [at, name, guests, place] of [
        [start, couple.name, words.guests(2), words.table('1')],
        [largeStart, group.name, words.guests(7), words.tables('3 + 4')],
      ] as const) {
        await page.goto(`/staff/${SLUG}/service/${at.slice(0, 10)}`);
        await expect(host.row(name)).toContainText(guests);
        await expect(host.row(name)).toContainText(place);
      }
    });
  });
}

signedInOwnerTest('the demo salon owner’s settings keep the salon’s sections and have no tables', async ({ page }) => {
  const setup = salonSetup(page, 'en');
  await page.goto('/staff/settings');
  for (const section of SALON_SECTIONS) {
    await expect(setup.settingsNav.getByRole('link', { name: section })).toBeVisible();
  }
  await expect(setup.settingsNav.getByRole('link', { name: 'Tables', exact: true })).toHaveCount(0);
});
