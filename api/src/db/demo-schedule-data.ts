import type { BookingPolicy } from '@booking/shared/contract/booking-policy';
import type { AbsenceKind } from './absence-repo';

/**
 * Demo data added with the appointments API (migration 0003): the salon's booking policy
 * and some absences. Seeded by named steps (seed-steps.ts), so a database seeded before
 * gets them on its next start, once.
 */
export type DemoPolicy = { holdMinutes: number; policy: Omit<BookingPolicy, 'cancellation_lead_time'> };

const eur = (amount_minor: number) => ({ amount_minor, currency: 'EUR' });

export const DEMO_POLICIES: Record<string, DemoPolicy> = {
  'demo-salon': {
    holdMinutes: 10,
    policy: {
      // A reschedule within 2 days of the start costs a €5 service fee; inside the 1-day
      // cancellation lead time a cancellation costs €15 and a reschedule €10 more.
      editing_limit: { value: 2, type: 'days' },
      editing_fee: eur(500),
      late_cancellation_fee: eur(1500),
      late_rescheduling_fee: eur(1000),
    },
  },
};

/** Absences relative to the day of seeding, in the merchant's zone. */
export type DemoAbsence = {
  employee: string;
  kind: AbsenceKind;
  /** First local day, counted from the day of seeding. */
  fromDay: number;
  days: number;
  /** Wall-clock times each of those days; whole days when omitted. */
  between?: { start: string; end: string };
  /** Only on these weekdays (0 = Sunday), e.g. the days a break applies. */
  weekdays?: number[];
  reason: string | null;
};

const WORKDAYS = [1, 2, 3, 4, 5, 6];

export const DEMO_ABSENCES: Record<string, DemoAbsence[]> = {
  'demo-salon': [
    { employee: 'Lea Fischer', kind: 'vacation', fromDay: 8, days: 5, reason: 'Sommerurlaub' },
    { employee: 'Jonas Weber', kind: 'sickness', fromDay: 2, days: 1, reason: null },
    ...['Anna Schmidt', 'Jonas Weber', 'Lea Fischer', 'Mia Wagner'].flatMap((employee) => [
      {
        employee,
        kind: 'break' as const,
        fromDay: 0,
        days: 92,
        between: { start: '13:00', end: '13:30' },
        weekdays: WORKDAYS,
        reason: 'Mittagspause',
      },
      { employee, kind: 'holiday' as const, fromDay: 21, days: 1, reason: 'Teamschulung' },
    ]),
  ],
};
