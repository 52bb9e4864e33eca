import type { NewBranch } from './branch-repo';
import type { NewOrganization } from './organization-repo';

/** A demo merchant as plain data; ids are resolved by `seed` (services by name, branches by slug). */
export type DemoMerchant = {
  organization: NewOrganization;
  branches: NewBranch[];
  services: { category: string; name: string; description?: string; minutes: number; cents: number; at: string[] }[];
  employees: { firstName: string; lastName: string; services: string[]; hours: DemoShift[] }[];
  staff: { email: string; password: string; name: string } | null;
};
type DemoShift = { branch: string; weekdays: number[]; start: string; end: string };

const BERLIN = 'Europe/Berlin';
const MON_TO_FRI = [1, 2, 3, 4, 5];
const SATURDAY = [6];

const salon: DemoMerchant = {
  organization: {
    slug: 'demo-salon',
    vertical: 'beauty',
    name: 'Studio Lumen',
    pageActivated: true,
    color: '#7A3E9D',
    instagramUrl: 'https://www.instagram.com/studio.lumen.demo',
    termsOfServiceUrl: 'https://example.com/studio-lumen/terms',
    currency: 'EUR',
    timezone: BERLIN,
    allowEmployeeSelection: true,
  },
  branches: [
    {
      slug: 'mitte',
      name: 'Studio Lumen Mitte',
      street: 'Torstraße 140',
      zip: '10119',
      city: 'Berlin',
      country: 'DE',
      timezone: BERLIN,
      phone: '+49 30 12345670',
      position: 1,
    },
    {
      slug: 'altona',
      name: 'Studio Lumen Altona',
      street: 'Ottenser Hauptstraße 10',
      zip: '22765',
      city: 'Hamburg',
      country: 'DE',
      timezone: BERLIN,
      phone: '+49 40 7654321',
      position: 2,
    },
  ],
  // In the salon's own language, as a Berlin salon writes its menu: the page shows the
  // merchant's names as they are, whatever language the visitor chose.
  services: [
    {
      category: 'Haare',
      name: 'Damenhaarschnitt & Föhnen',
      description: 'Waschen, Schneiden und Föhnen mit Styling.',
      minutes: 60,
      cents: 6500,
      at: ['mitte', 'altona'],
    },
    {
      category: 'Haare',
      name: 'Herrenhaarschnitt',
      description: 'Waschen, Schneiden, Styling.',
      minutes: 30,
      cents: 3500,
      at: ['mitte', 'altona'],
    },
    { category: 'Haare', name: 'Föhnen & Styling', minutes: 30, cents: 3000, at: ['mitte', 'altona'] },
    {
      category: 'Farbe',
      name: 'Ansatzfarbe',
      description: 'Nachwuchs bis 3 cm, inklusive Föhnen.',
      minutes: 90,
      cents: 8500,
      at: ['mitte', 'altona'],
    },
    {
      category: 'Farbe',
      name: 'Balayage',
      description: 'Freihand gemalte Strähnen, Toner inklusive.',
      minutes: 180,
      cents: 19000,
      at: ['mitte'],
    },
    {
      category: 'Farbe',
      name: 'Glossing & Toner',
      description: 'Mehr Glanz, Farbton aufgefrischt.',
      minutes: 45,
      cents: 4500,
      at: ['mitte', 'altona'],
    },
    { category: 'Nägel', name: 'Maniküre', minutes: 45, cents: 3800, at: ['mitte'] },
    {
      category: 'Nägel',
      name: 'Gel-Lack',
      description: 'Hält bis zu drei Wochen, Ablösen inklusive.',
      minutes: 60,
      cents: 4800,
      at: ['mitte'],
    },
  ],
  employees: [
    {
      firstName: 'Anna',
      lastName: 'Schmidt',
      services: [
        'Damenhaarschnitt & Föhnen',
        'Herrenhaarschnitt',
        'Föhnen & Styling',
        'Ansatzfarbe',
        'Glossing & Toner',
      ],
      hours: [
        { branch: 'mitte', weekdays: [1, 2, 3], start: '09:00', end: '18:00' },
        { branch: 'altona', weekdays: [4, 5], start: '10:00', end: '19:00' },
        { branch: 'altona', weekdays: SATURDAY, start: '10:00', end: '15:00' },
      ],
    },
    {
      firstName: 'Jonas',
      lastName: 'Weber',
      services: ['Herrenhaarschnitt', 'Föhnen & Styling'],
      hours: [
        { branch: 'mitte', weekdays: MON_TO_FRI, start: '10:00', end: '19:00' },
        { branch: 'mitte', weekdays: SATURDAY, start: '09:00', end: '14:00' },
      ],
    },
    {
      firstName: 'Lea',
      lastName: 'Fischer',
      services: ['Ansatzfarbe', 'Balayage', 'Glossing & Toner', 'Damenhaarschnitt & Föhnen'],
      hours: [{ branch: 'mitte', weekdays: [2, 3, 4, 5, 6], start: '09:00', end: '17:00' }],
    },
    {
      firstName: 'Mia',
      lastName: 'Wagner',
      services: ['Maniküre', 'Gel-Lack'],
      hours: [
        { branch: 'mitte', weekdays: [1, 3, 5], start: '11:00', end: '20:00' },
        { branch: 'mitte', weekdays: SATURDAY, start: '10:00', end: '16:00' },
      ],
    },
  ],
  staff: { email: 'staff@demo-salon.test', password: 'demo-salon-staff', name: 'Sophie Becker' },
};

const restaurant: DemoMerchant = {
  organization: {
    slug: 'demo-restaurant',
    vertical: 'gastro',
    name: 'Kiezküche Kreuzberg',
    pageActivated: true,
    color: '#B5462F',
    instagramUrl: 'https://www.instagram.com/kiezkueche.demo',
    facebookUrl: 'https://www.facebook.com/kiezkueche.demo',
    termsOfServiceUrl: 'https://example.com/kiezkueche/terms',
    currency: 'EUR',
    timezone: BERLIN,
    allowEmployeeSelection: false,
    reservationFrequencyMinutes: 15,
    minBookingLeadTime: { value: 2, type: 'hours' },
    cancellationLeadTime: { value: 3, type: 'hours' },
  },
  branches: [
    {
      slug: 'kreuzberg',
      name: 'Kiezküche Kreuzberg',
      street: 'Oranienstraße 25',
      zip: '10999',
      city: 'Berlin',
      country: 'DE',
      timezone: BERLIN,
      phone: '+49 30 6112233',
    },
  ],
  services: [],
  employees: [],
  staff: { email: 'staff@demo-restaurant.test', password: 'demo-restaurant-staff', name: 'Mehmet Yilmaz' },
};

/** Exists to show the "page not activated" path: its configuration answers, nothing else does. */
const closed: DemoMerchant = {
  organization: {
    slug: 'demo-closed',
    vertical: 'beauty',
    name: 'Salon Pause',
    pageActivated: false,
    currency: 'EUR',
    timezone: BERLIN,
  },
  branches: [
    {
      slug: 'schwabing',
      name: 'Salon Pause Schwabing',
      street: 'Leopoldstraße 50',
      zip: '80802',
      city: 'München',
      country: 'DE',
      timezone: BERLIN,
    },
  ],
  services: [{ category: 'Haare', name: 'Haarschnitt', minutes: 45, cents: 4000, at: ['schwabing'] }],
  employees: [],
  staff: null,
};

/**
 * The demo merchants, with a logo and a banner (1x, 2x, 3x) as a merchant would upload them.
 * The booking site serves those files itself (shell/public/demo-assets, drawn by
 * scripts/demo-assets/render.mjs), so their absolute URLs depend on where it runs.
 */
export function demoMerchants(siteUrl: string): DemoMerchant[] {
  const images = (merchant: DemoMerchant, folder: string): DemoMerchant => {
    const asset = (file: string) => `${siteUrl}/demo-assets/${folder}/${file}`;
    const organization = {
      ...merchant.organization,
      logoUrl: asset('logo.webp'),
      headerImages: { '1x': asset('banner-1x.webp'), '2x': asset('banner-2x.webp'), '3x': asset('banner-3x.webp') },
    };
    return { ...merchant, organization };
  };
  return [images(salon, 'studio-lumen'), images(restaurant, 'kiezkueche'), closed];
}

/** As seeded for the booking site's default address (http://localhost:3000). */
export const DEMO_MERCHANTS: readonly DemoMerchant[] = demoMerchants('http://localhost:3000');
