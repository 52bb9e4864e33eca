import type { Page } from '@playwright/test';

/** The words a new owner meets from sign-up to going live, in each language the tests use. */
const OWNER = {
  en: {
    createPage: 'Create your booking page',
    addressFree: (address: string) => `/${address} is free.`,
    checkEmail: 'Check your email',
    confirmed: 'Your email is confirmed',
    signIn: 'Sign in',
    email: 'Email',
    password: 'Password',
    chooseBranch: 'Choose a branch',
    settings: 'Settings',
    overview: 'Overview',
    checklist: 'What the page needs before it can go online',
    items: {
      branch: 'A branch with opening or working hours',
      service: 'A service offered at a branch',
      employee: 'An employee who performs that service, with working hours at that branch',
    },
    done: '(done)',
    missing: '(missing)',
    switch: 'Page online',
    online: 'Your page is online: customers can find it and book.',
    branches: 'Branches and opening hours',
    addBranch: 'Add a branch',
    branchName: 'Name',
    slug: 'Page address',
    street: 'Street',
    number: 'Number',
    zip: 'ZIP code',
    city: 'City',
    phone: 'Phone',
    createBranch: 'Add the branch',
    branchSaved: (name: string) => `${name} is saved.`,
    services: 'Services',
    categoryName: 'Category name',
    addServiceTo: (category: string) => `Add a service to ${category}`,
    newService: 'New service',
    serviceName: 'Name',
    duration: 'Duration',
    price: 'Price in EUR',
    saveService: 'Save service',
    team: 'Team and hours',
    addEmployee: 'Add an employee',
    firstName: 'First name',
    lastName: 'Last name',
    displayName: 'Name customers see',
    createEmployee: 'Add employee',
    monday: (name: string) => `${name}, Monday`,
    saveHours: 'Save hours',
    hoursSaved: 'The hours are saved. Customers can book them now.',
    dayGrid: /^Appointments on /,
  },
  de: {
    createPage: 'Eigene Buchungsseite erstellen',
    addressFree: (address: string) => `/${address} ist frei.`,
    checkEmail: 'Bitte prüfen Sie Ihr Postfach',
    confirmed: 'Ihre E-Mail-Adresse ist bestätigt',
    signIn: 'Anmelden',
    email: 'E-Mail',
    password: 'Passwort',
    chooseBranch: 'Filiale wählen',
    settings: 'Einstellungen',
    overview: 'Übersicht',
    checklist: 'Was die Seite braucht, bevor sie online gehen kann',
    items: {
      branch: 'Eine Filiale mit Öffnungs- oder Arbeitszeiten',
      service: 'Eine Leistung, die eine Filiale anbietet',
      employee: 'Ein Mitarbeiter, der diese Leistung erbringt, mit Arbeitszeiten in dieser Filiale',
    },
    done: '(erledigt)',
    missing: '(fehlt)',
    switch: 'Seite online',
    online: 'Ihre Seite ist online: Kunden finden sie und können buchen.',
    branches: 'Filialen und Öffnungszeiten',
    addBranch: 'Filiale anlegen',
    branchName: 'Name der Filiale',
    slug: 'Seitenadresse',
    street: 'Straße',
    number: 'Hausnummer',
    zip: 'Postleitzahl',
    city: 'Ort',
    phone: 'Telefon',
    createBranch: 'Filiale anlegen',
    branchSaved: (name: string) => `${name} ist gespeichert.`,
    services: 'Leistungen',
    categoryName: 'Name der Kategorie',
    addServiceTo: (category: string) => `Leistung zu ${category} hinzufügen`,
    newService: 'Neue Leistung',
    serviceName: 'Bezeichnung',
    duration: 'Dauer',
    price: 'Preis in EUR',
    saveService: 'Leistung speichern',
    team: 'Team und Arbeitszeiten',
    addEmployee: 'Mitarbeiterin oder Mitarbeiter hinzufügen',
    firstName: 'Vorname',
    lastName: 'Nachname',
    displayName: 'Name für Kundinnen und Kunden',
    createEmployee: 'Hinzufügen',
    monday: (name: string) => `${name} am Montag`,
    saveHours: 'Arbeitszeiten speichern',
    hoursSaved: 'Die Arbeitszeiten sind gespeichert und ab sofort buchbar.',
    dayGrid: /^Termine am /,
  },
} as const;

/** The words a customer meets on a salon's booking page, from not found to booked. */
const CUSTOMER = {
  en: {
    notFound: 'Booking page not found',
    services: 'Choose your services',
    details: 'Your details',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Mobile phone',
    continue: 'Continue',
    check: 'Check and book',
    book: 'Book now',
    booked: 'Your appointment is confirmed',
  },
  de: {
    notFound: 'Buchungsseite nicht gefunden',
    services: 'Wählen Sie Ihre Leistungen',
    details: 'Ihre Angaben',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Mobiltelefon',
    continue: 'Weiter',
    check: 'Prüfen und buchen',
    book: 'Jetzt buchen',
    booked: 'Ihr Termin ist bestätigt',
  },
} as const;

export type Locale = keyof typeof OWNER;
export type OwnerWords = (typeof OWNER)[Locale];
export type ChecklistItem = keyof OwnerWords['items'];

/** The owner's words in `locale`, and the overview's go-live checklist and switch, found by them. */
export function salonSetup(page: Page, locale: Locale) {
  const say = OWNER[locale];
  const checklist = page.getByRole('list', { name: say.checklist });
  return {
    say,
    settingsNav: page.getByRole('navigation', { name: say.settings }),
    checklistItem: (item: ChecklistItem) => checklist.getByRole('listitem').filter({ hasText: say.items[item] }),
    toggle: page.getByRole('switch', { name: say.switch }),
  };
}

export function customerWords(locale: Locale) {
  return CUSTOMER[locale];
}
