import type { FieldError } from '@booking/shared/forms/field-errors';
import { leadTimeWindow } from '@booking/shared/time/lead-time-window';
import { zonedInstant } from '@booking/shared/time/zoned-instant';
import { loadBranchSchedule } from '../db/branch-schedule-repo';
import type { Db } from '../db/db';
import type { RidingKey } from '../db/idempotency-repo';
import type { BranchRef, MerchantSettings } from '../db/merchant-settings-repo';
import type { BranchEmployee, BranchService } from '../db/schedule-repo';
import { closedDayBusy, withinOpening } from '../domain/availability/branch-times';
import { hasExpiredHold } from '../domain/availability/busy-intervals';
import type { Candidate, SlotSearch } from '../domain/availability/find-slots';
import type { DomainError, Result } from '../domain/result';

export type SlotSearchInput = {
  merchant: MerchantSettings;
  branch: BranchRef;
  /** In the order performed; the same service may appear twice. */
  serviceIds: readonly string[];
  /** Null for "first available". */
  employeeId: string | null;
  /** Local dates (day numbers) to search, both included. */
  fromDay: number;
  toDay: number;
  now: Date;
  /** Field names for errors, as the caller's request spells them. */
  fields: { services: string; employee: string };
  /** A reschedule leaves the appointment's own time out. */
  ignoreId?: string | null;
  /** A booking's idempotency key, claimed by the schedule read (db/branch-schedule-repo.ts). */
  key?: RidingKey;
};

export type LoadedSearch = {
  search: SlotSearch;
  services: BranchService[];
  durationMinutes: number;
  employees: Map<string, BranchEmployee>;
  /** Whether an expired hold of the employee still occupies part of the range (purge it first). */
  expiredHoldIn: (employeeId: string, range: { start: Date; end: Date }) => boolean;
};

/**
 * Loads what a search or a booking decides on: the services (404 if the branch does not
 * offer one), the employees who can perform all of them here (or the one asked for: 404
 * unknown, 422 if they cannot), and what occupies those employees on the days searched.
 */
export async function loadSlotSearch(db: Db, input: SlotSearchInput): Promise<Result<LoadedSearch, DomainError>> {
  const { merchant, branch, serviceIds, employeeId, fields } = input;
  if (serviceIds.length > merchant.maxServices) {
    return invalid(fields.services, { code: 'too_long', params: { max: merchant.maxServices } });
  }
  if (employeeId && !merchant.allowEmployeeSelection) return invalid(fields.employee, { code: 'not_allowed' });
  const zone = branch.timezone;
  const schedule = await loadBranchSchedule(
    db,
    {
      branchId: branch.id,
      serviceIds: [...new Set(serviceIds)],
      employeeId,
      from: new Date(zonedInstant(zone, input.fromDay, 0)),
      to: new Date(zonedInstant(zone, input.toDay + 1, 0)),
    },
    input.key,
  );
  const byId = new Map(schedule.services.map((service) => [service.id, service]));
  const services: BranchService[] = [];
  for (const id of serviceIds) {
    const service = byId.get(id);
    // Hidden from online booking: not found for a new booking, kept by a booked one moving.
    if (!service || (!service.online_bookable && !input.ignoreId)) {
      return { ok: false, error: { code: 'service_not_found', params: { id } } };
    }
    services.push(service);
  }
  const staff = schedule.employees;
  // A closed branch offers nothing; otherwise times lie in its opening hours, off its closed days.
  const closedDays = closedDayBusy(schedule.closedDays, zone);
  const able = staff.filter((e) => serviceIds.every((id) => e.service_ids.includes(id)));
  let chosen = able;
  if (employeeId) {
    if (!staff.some((e) => e.id === employeeId)) return { ok: false, error: { code: 'employee_not_found' } };
    // An employee customers may not choose is booked as "first available" only; a move of an
    // appointment they already have keeps them.
    if (!input.ignoreId && !staff.some((e) => e.id === employeeId && e.selectable)) {
      return invalid(fields.employee, { code: 'not_allowed' });
    }
    chosen = able.filter((e) => e.id === employeeId);
    if (chosen.length === 0) return { ok: false, error: { code: 'employee_unsuitable' } };
  }
  const busy = schedule.busy;
  const candidates: Candidate[] = (schedule.closed ? [] : chosen).map((e) => ({
    id: e.id,
    position: e.position,
    shifts: withinOpening(e.shifts, schedule.opening),
    busy: [...(busy.get(e.id) ?? []), ...closedDays],
  }));
  const now = input.now.getTime();
  const durationMinutes = services.reduce((sum, s) => sum + s.duration_minutes, 0);
  // The date pickers count this window with the same function (shared/src/time).
  const bookable = leadTimeWindow(now, merchant.minLeadTime, merchant.maxLeadTime, zone);
  const search: SlotSearch = {
    candidates,
    now,
    ignoreId: input.ignoreId ?? null,
    rules: {
      zone,
      fromDay: input.fromDay,
      toDay: input.toDay,
      frequencyMinutes: merchant.frequencyMinutes,
      durationMinutes,
      bufferAfterMinutes: services.reduce((sum, s) => sum + (s.buffer_after_minutes ?? 0), 0),
      earliest: bookable.earliest,
      latest: bookable.latest,
    },
  };
  const expiredHoldIn = (employeeId: string, range: { start: Date; end: Date }) =>
    hasExpiredHold(busy.get(employeeId) ?? [], { start: range.start.getTime(), end: range.end.getTime() }, now);
  const employees = new Map(staff.map((e) => [e.id, e]));
  return { ok: true, value: { search, services, durationMinutes, employees, expiredHoldIn } };
}

function invalid(field: string, error: FieldError) {
  return { ok: false as const, error: { code: 'invalid_input' as const, fields: { [field]: [error] } } };
}
