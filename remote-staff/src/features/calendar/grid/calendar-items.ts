import type { AbsenceKind, StaffCalendarResponse } from '@booking/shared/contract/staff-calendar';
import { instantOf } from '@booking/shared/time/instant-of';

export type ItemState = 'booked' | 'rescheduled' | 'paid' | 'cancelled' | 'no_show' | 'absence';

/** One thing in the grid, appointment or absence, with what its box shows. */
export interface GridItem {
  key: string;
  kind: 'appointment' | 'absence';
  id: string;
  employeeId: string;
  employeeName: string;
  start: number;
  end: number;
  /** The API's zoned strings, for showing the times in the branch's zone. */
  startValue: string;
  endValue: string;
  /** Customer or walk-in name; null for an anonymous walk-in (and absences). */
  name: string | null;
  services: string[];
  state: ItemState;
  absenceKind: AbsenceKind | null;
  reason: string | null;
  hasNotes: boolean;
  /**
   * How an online booking found its customer record: matched an existing one, or
   * made a new one. Null for staff bookings and absences, where there was nothing to match.
   */
  match: 'matched' | 'new' | null;
  /** Only live appointments can be dragged; cancelled ones stay where they were. */
  movable: boolean;
  /** Where clicking it leads, relative to the day or week route (staff-edit's dialogs). */
  href: string;
}

type Calendar = StaffCalendarResponse['results'];

const fullName = (e: { first_name: string; last_name: string }) => `${e.first_name} ${e.last_name}`;

/** The calendar's appointments and absences as grid items. */
export function calendarItems(calendar: Calendar): GridItem[] {
  const appointments = calendar.appointments.map((a): GridItem => {
    const state: ItemState = a.status === 'cancelled' && a.cancelled_by === 'no_show' ? 'no_show' : a.status;
    return {
      key: `appointment:${a.id}`,
      kind: 'appointment',
      id: a.id,
      employeeId: a.employee.id,
      employeeName: fullName(a.employee),
      start: instantOf(a.start),
      end: instantOf(a.end),
      startValue: a.start,
      endValue: a.end,
      name: a.customer?.name ?? null,
      services: a.services.map((s) => s.name),
      state,
      absenceKind: null,
      reason: null,
      hasNotes: Boolean(a.notes?.trim() || a.comment?.trim()),
      match: a.source === 'online' && a.customer_record ? a.customer_record.match : null,
      movable: a.status !== 'cancelled',
      href: `appointments/${a.id}`,
    };
  });
  const absences = calendar.absences.map(
    (a): GridItem => ({
      key: `absence:${a.id}`,
      kind: 'absence',
      id: a.id,
      employeeId: a.employee.id,
      employeeName: fullName(a.employee),
      start: instantOf(a.start),
      end: instantOf(a.end),
      startValue: a.start,
      endValue: a.end,
      name: null,
      services: [],
      state: 'absence',
      absenceKind: a.kind,
      reason: a.reason,
      hasNotes: Boolean(a.notes?.trim()),
      match: null,
      movable: false,
      href: `absences/${a.id}`,
    }),
  );
  return [...appointments, ...absences];
}

/** What decides the hours shown: opening and working hours and appointments, not whole-day absences. */
export function windowPeriods(calendar: Calendar, items: readonly GridItem[]) {
  const toPeriod = (p: { start: string; end: string }) => ({
    start: instantOf(p.start),
    end: instantOf(p.end),
  });
  return [
    ...calendar.opening_hours.map(toPeriod),
    ...calendar.employees.flatMap((e) => e.working_hours.map(toPeriod)),
    ...items.filter((i) => i.kind === 'appointment'),
  ];
}

/** Cancelled appointments, and those the customer did not come to: hidden unless staff ask to see them. */
export const isCancelled = (item: GridItem) => item.state === 'cancelled' || item.state === 'no_show';
