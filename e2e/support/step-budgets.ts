import type { BrowserContext, Locator, Page } from '@playwright/test';
import { bookAppointment } from './manage-link';
import { freeTimes, RESTAURANT } from './reservations';
import { placeHold, releaseHold, SALON_CONTACT } from './salon-hold';
import { testNow } from './test-clock';

/**
 * The later steps of the salon and restaurant flows opened as a first-time visitor would
 * after a reload: a deep link with the draft the earlier steps leave in session storage
 * (decision 0020), written by an init script before the page's own code runs, so the visit
 * stays a cold first visit. Each row measures what that step downloads in all (shell,
 * remote and the step's own lazy code); the budget of each is in budgets.spec.ts.
 */
export interface StepVisit {
  /** The row's name in the budget table. */
  name: string;
  path: string;
  ready: (page: Page) => Locator;
  /** Session-storage entries the step reads (its draft, or the booked token). */
  session: Record<string, string>;
  /**
   * For a step reached only through the one before it (the restaurant's confirmed page reads
   * the reservation from its history entry): fresh entries for each visit, and what the
   * visitor does on the page opened to get there.
   */
  through?: { session: () => Promise<Record<string, string>>; act: (page: Page) => Promise<void> };
}

/** Writes what the step needs into every page of the context before the page's scripts run. */
export async function prepareVisit(context: BrowserContext, visit: StepVisit): Promise<void> {
  const session = visit.through ? await visit.through.session() : visit.session;
  await context.addInitScript(initScriptOf({ ...visit, session }));
}

/** The same as a script for other drivers (Lighthouse's Puppeteer page): set before the page's own code. */
export function initScriptOf(visit: Pick<StepVisit, 'session'>): string {
  return `(() => {
    try {
      for (const [key, value] of Object.entries(${JSON.stringify(visit.session)})) sessionStorage.setItem(key, value);
    } catch {
      // about:blank has no storage of its own; the step's page has.
    }
  })();`;
}

const SALON = { organization: 'demo-salon', branch: 'mitte' } as const;
const SALON_BOOK = `/${SALON.organization}/${SALON.branch}/book`;
const RESTAURANT_RESERVE = `/${RESTAURANT.organization}/${RESTAURANT.branch}/reserve`;

const draftEntry = (draft: object) => JSON.stringify({ state: { draft }, version: 1 });
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Prepares the API state the step rows need (a salon hold, a booked appointment, a free
 * table and a reservation) and returns the visits, with a cleanup that gives the hold back.
 */
export async function stepVisits(): Promise<{ visits: StepVisit[]; cleanUp: () => Promise<void> }> {
  const seeded = await placeHold(SALON.organization, SALON.branch);
  const booked = await bookAppointment(SALON.organization, SALON.branch);
  const salonDraft = {
    services: [seeded.serviceId],
    employee: 'any',
    // No day chosen: the time step opens on the first day with free times.
    date: null,
    hold: null,
    contact: null,
    reminder: null,
    payment: null,
    idempotencyKey: null,
  };
  const salonKey = `beauty-draft:${SALON.organization}/${SALON.branch}`;

  const table = await freeTable();
  const restaurantDraft = { partySize: 2, date: table.date, start: table.start, contact: null, idempotencyKey: null };
  const restaurantContact = {
    name: 'Eva Kühn',
    email: 'eva.kuehn@example.com',
    phone: '+4915112345678',
    special_request: '',
    reminder: 'email',
  };
  const restaurantKey = `gastro-draft:${RESTAURANT.organization}/${RESTAURANT.branch}`;

  const heading = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name });
  const visits: StepVisit[] = [
    {
      name: 'beauty time step until its free times are listed',
      path: `${SALON_BOOK}/time`,
      ready: (page) => page.locator('input[type="radio"][name="slot"]').first(),
      session: { [salonKey]: draftEntry(salonDraft) },
    },
    {
      name: 'beauty contact step until its first field shows',
      path: `${SALON_BOOK}/contact`,
      ready: (page) => page.getByLabel('First name'),
      session: { [salonKey]: draftEntry({ ...salonDraft, hold: seeded.hold }) },
    },
    {
      name: 'beauty booking step until its submit shows',
      path: `${SALON_BOOK}/booking`,
      ready: (page) => page.getByRole('button', { name: 'Book now' }),
      session: { [salonKey]: draftEntry({ ...salonDraft, hold: seeded.hold, contact: SALON_CONTACT }) },
    },
    {
      name: 'beauty confirmed step until its heading shows',
      path: `${SALON_BOOK}/confirmed`,
      ready: heading('Your appointment is confirmed'),
      session: { [`beauty-booked:${SALON.organization}/${SALON.branch}`]: booked.token },
    },
    {
      name: 'gastro contact step until its first field shows',
      path: `${RESTAURANT_RESERVE}/contact`,
      ready: (page) => page.getByLabel('Name', { exact: true }),
      session: { [restaurantKey]: draftEntry(restaurantDraft) },
    },
    {
      name: 'gastro confirm step until its submit shows',
      path: `${RESTAURANT_RESERVE}/confirm`,
      ready: (page) => page.getByRole('button', { name: 'Reserve now' }),
      session: { [restaurantKey]: draftEntry({ ...restaurantDraft, contact: restaurantContact }) },
    },
    {
      name: 'gastro confirmed step until its heading shows, reserved from the confirm step',
      path: `${RESTAURANT_RESERVE}/confirm`,
      ready: heading('Your table is reserved'),
      session: {},
      // The confirmed page reads the reservation from the history entry the confirm step
      // writes, so it is reached by reserving: a free table of its own for each visit.
      through: {
        session: async () => {
          const free = await freeTable();
          const draft = { partySize: 2, date: free.date, start: free.start, contact: restaurantContact };
          return { [restaurantKey]: draftEntry({ ...draft, idempotencyKey: null }) };
        },
        act: (page) => page.getByRole('button', { name: 'Reserve now' }).click(),
      },
    },
  ];
  return { visits, cleanUp: () => releaseHold(SALON.organization, seeded.hold.token) };
}

/** A free table for two from the day after tomorrow on, for the contact and confirm steps. */
async function freeTable(): Promise<{ date: string; start: string }> {
  for (let day = 2; day < 16; day++) {
    const date = isoDay(new Date(testNow() + day * 86_400_000));
    const [start] = await freeTimes(date, 2);
    if (start) return { date, start };
  }
  throw new Error('the demo restaurant has no free table in two weeks');
}
