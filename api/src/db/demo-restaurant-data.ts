import type { BranchRestaurantRules } from './restaurant-setup-repo';

/**
 * Demo data added with reservations (migration 0004): the restaurant's rules, opening
 * hours and tables, per merchant and branch. Seeded by a named step (seed-steps.ts), so a
 * database seeded before gets them on its next start, once.
 */
export type DemoRestaurant = {
  organization: string;
  branch: string;
  rules: BranchRestaurantRules;
  /** Weekday 0 = Sunday; wall-clock times in the branch's zone. */
  openingHours: { weekdays: number[]; start: string; end: string }[];
  tables: { name: string; seats: number }[];
  /** Areas in their order, each with the names of its tables (decision 0080). */
  areas: { name: string; tables: string[] }[];
  /** Named combinations of tables for larger parties. */
  combinations: { name: string; tables: string[]; minSeats: number; maxSeats: number }[];
};

const TUE_TO_SUN = [0, 2, 3, 4, 5, 6];
const tables = (prefix: string, count: number, seats: number) =>
  Array.from({ length: count }, (_, i) => ({ name: `${prefix}${i + 1}`, seats }));

export const DEMO_RESTAURANTS: readonly DemoRestaurant[] = [
  {
    organization: 'demo-restaurant',
    branch: 'kreuzberg',
    rules: { durationMinutes: 90, minPartySize: 1, maxPartySize: 8 },
    // Lunch and dinner, closed on Mondays.
    openingHours: [
      { weekdays: TUE_TO_SUN, start: '12:00', end: '15:00' },
      { weekdays: TUE_TO_SUN, start: '17:30', end: '23:00' },
    ],
    tables: [...tables('A', 4, 2), ...tables('B', 4, 4), ...tables('C', 2, 6), ...tables('D', 1, 8)],
    areas: [
      { name: 'Gastraum', tables: ['B1', 'B2', 'B3', 'B4', 'C1', 'C2', 'D1'] },
      { name: 'Terrasse', tables: ['A1', 'A2', 'A3', 'A4'] },
    ],
    // Two six-tops joined seat a party of ten to twelve, larger than any single table.
    combinations: [{ name: 'C1 + C2', tables: ['C1', 'C2'], minSeats: 9, maxSeats: 12 }],
  },
];
