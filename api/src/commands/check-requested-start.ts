import { instantOf } from '@booking/shared/time/instant-of';
import { MINUTE_MS } from '@booking/shared/time/local-date';
import { localDayOf } from '@booking/shared/time/zoned-instant';
import type { Db } from '../db/db';
import type { RidingKey } from '../db/idempotency-repo';
import type { BranchRef, MerchantSettings } from '../db/merchant-settings-repo';
import { checkStart } from '../domain/availability/check-start';
import { checkStartZone } from '../domain/availability/check-start-zone';
import type { DomainError, Result } from '../domain/result';
import { type LoadedSearch, loadSlotSearch } from './load-slot-search';

export type CheckedStart = LoadedSearch & {
  range: { start: Date; end: Date };
  /** Employees free at that start, best first. */
  ranked: string[];
};

/**
 * What a hold, a booking and a move all decide before they claim: the requested start is one
 * the search would offer for these services (and employee), on its day in the branch's zone.
 */
export async function checkRequestedStart(
  db: Db,
  input: {
    merchant: MerchantSettings;
    branch: BranchRef;
    request: { start: string; services: readonly string[]; employee_id?: string | null };
    now: Date;
    /** A booking's idempotency key, claimed by the schedule read. */
    key?: RidingKey;
    /** A move: the appointment being moved, whose own range does not block it. */
    ignoreId?: string;
    /** A move keeps the length it was booked with, whatever the services take today. */
    durationMs?: number;
  },
): Promise<Result<CheckedStart, DomainError>> {
  const { merchant, branch, request, now } = input;
  const zoned = checkStartZone(request.start, branch.timezone);
  if (!zoned.ok) return zoned;
  const start = instantOf(request.start);
  const day = localDayOf(branch.timezone, start);
  const loaded = await loadSlotSearch(db, {
    merchant,
    branch,
    serviceIds: request.services,
    employeeId: request.employee_id ?? null,
    fromDay: day,
    toDay: day,
    now,
    fields: { services: 'services', employee: 'employee_id' },
    key: input.key,
    ignoreId: input.ignoreId,
  });
  if (!loaded.ok) return loaded;
  const ranked = checkStart(loaded.value.search, start);
  if (!ranked.ok) return ranked;
  const durationMs = input.durationMs ?? loaded.value.durationMinutes * MINUTE_MS;
  const range = { start: new Date(start), end: new Date(start + durationMs) };
  return { ok: true, value: { ...loaded.value, range, ranked: ranked.value } };
}
