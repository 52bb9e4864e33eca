import { randomUUID } from 'node:crypto';
import type { SlotRequest } from '@booking/shared/contract/holds';
import { MINUTE_MS } from '@booking/shared/time/local-date';
import { newSessionToken } from '../auth/session-token';
import { insertClaim } from '../db/claim-repo';
import type { Db } from '../db/db';
import { countLiveHolds } from '../db/hold-repo';
import type { BranchRef, MerchantSettings } from '../db/merchant-settings-repo';
import type { BranchEmployee } from '../db/schedule-repo';
import type { DomainError, Result } from '../domain/result';
import { checkRequestedStart } from './check-requested-start';
import { claimSlot } from './claim-slot';

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
  const checked = await checkRequestedStart(db, { merchant, branch, request, now });
  if (!checked.ok) return checked;
  const { services, range, ranked } = checked.value;

  const { token, tokenHash } = newSessionToken();
  const expiresAt = new Date(now.getTime() + merchant.holdMinutes * MINUTE_MS);
  const expiredHoldIn = (employeeId: string) => checked.value.expiredHoldIn(employeeId, range);
  const claimed = await claimSlot(
    db,
    ranked,
    { ...range, now },
    (employeeId) =>
      insertClaim(db, {
        kind: 'hold',
        id: randomUUID(),
        organizationId: merchant.id,
        branchId: branch.id,
        employeeId,
        start: range.start,
        end: range.end,
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
  const employee = checked.value.employees.get(claimed.value);
  if (!employee) throw new Error(`Claimed for an employee not loaded: ${claimed.value}`);
  return {
    ok: true,
    value: { token, expiresAt, start: range.start, end: range.end, employee, serviceIds: services.map((s) => s.id) },
  };
}
