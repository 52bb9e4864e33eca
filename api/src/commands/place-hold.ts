import { randomUUID } from 'node:crypto';
import type { SlotRequest } from '@booking/shared/contract/holds';
import { instantOf } from '@booking/shared/contract/zoned-time';
import { newSessionToken } from '../auth/session-token';
import { insertClaim } from '../db/claim-repo';
import type { Db } from '../db/db';
import { countLiveHolds } from '../db/hold-repo';
import type { BranchRef, MerchantSettings } from '../db/merchant-settings-repo';
import type { BranchEmployee } from '../db/schedule-repo';
import { checkStart } from '../domain/availability/check-start';
import type { DomainError, Result } from '../domain/result';
import { MINUTE_MS } from '../domain/time/local-date';
import { localDayOf } from '../domain/time/zoned-instant';
import { claimSlot } from './claim-slot';
import { loadSlotSearch } from './load-slot-search';

export type PlaceHoldInput = {
  merchant: MerchantSettings;
  branch: BranchRef;
  request: SlotRequest;
  /** Hash of who asks (their address), to cap live holds per client. */
  client: string;
  maxLiveHolds: number;
  now: Date;
};

export type PlacedHold = {
  token: string;
  expiresAt: Date;
  start: Date;
  end: Date;
  employee: BranchEmployee;
  serviceIds: string[];
};

/** Keeps a slot for the merchant's hold minutes. Fields are those of `slotRequestSchema`. */
export async function placeHold(db: Db, input: PlaceHoldInput): Promise<Result<PlacedHold, DomainError>> {
  const { merchant, branch, request, now } = input;
  if ((await countLiveHolds(db, input.client, now)) >= input.maxLiveHolds) {
    return { ok: false, error: { code: 'rate_limited', params: { max_live_holds: input.maxLiveHolds } } };
  }
  const start = instantOf(request.start).getTime();
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
  });
  if (!loaded.ok) return loaded;
  const ranked = checkStart(loaded.value.search, start);
  if (!ranked.ok) return ranked;

  const { token, tokenHash } = newSessionToken();
  const expiresAt = new Date(now.getTime() + merchant.holdMinutes * MINUTE_MS);
  const end = new Date(start + loaded.value.durationMinutes * MINUTE_MS);
  const services = loaded.value.services;
  const range = { start: new Date(start), end };
  const expiredHoldIn = (employeeId: string) => loaded.value.expiredHoldIn(employeeId, range);
  const claimed = await claimSlot(
    db,
    ranked.value,
    { ...range, now },
    (employeeId) =>
      insertClaim(db, {
        kind: 'hold',
        id: randomUUID(),
        organizationId: merchant.id,
        branchId: branch.id,
        employeeId,
        start: new Date(start),
        end,
        services,
        priceMinor: services.reduce((sum, s) => sum + s.price_minor, 0),
        currency: merchant.currency,
        createdAt: now,
        holdTokenHash: tokenHash,
        holdExpiresAt: expiresAt,
        holdClient: input.client,
      }),
    expiredHoldIn,
  );
  if (!claimed.ok) return claimed;
  const employee = loaded.value.employees.get(claimed.value);
  if (!employee) throw new Error(`Claimed for an employee not loaded: ${claimed.value}`);
  return {
    ok: true,
    value: { token, expiresAt, start: new Date(start), end, employee, serviceIds: services.map((s) => s.id) },
  };
}
