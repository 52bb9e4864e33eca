import { randomUUID } from 'node:crypto';
import type { HoldRequest } from '@booking/shared/contract/holds';
import { MINUTE_MS } from '@booking/shared/time/local-date';
import { hashSessionToken, newSessionToken } from '../auth/session-token';
import { insertClaim } from '../db/claim-repo';
import type { Db } from '../db/db';
import { countLiveHolds, deleteReplacedHold } from '../db/hold-repo';
import type { BranchRef, MerchantSettings } from '../db/merchant-settings-repo';
import type { BranchEmployee } from '../db/schedule-repo';
import type { DomainError, Result } from '../domain/result';
import { checkRequestedStart } from './check-requested-start';
import { claimSlot } from './claim-slot';

export type PlaceHoldInput = {
  merchant: MerchantSettings;
  branch: BranchRef;
  request: HoldRequest;
  /** Live holds not yet booked that the branch keeps; past it, the time is checked but not kept. */
  maxLiveHolds: number;
  now: Date;
};

/** A hold, or with a null token and expiry the time checked free but not kept (the branch's cap). */
export type PlacedHold = {
  token: string | null;
  expiresAt: Date | null;
  start: Date;
  end: Date;
  employee: BranchEmployee;
  serviceIds: string[];
};

/** A refusal thrown out of the transaction, so that the hold it replaced comes back. */
class Refused extends Error {
  constructor(readonly refusal: DomainError) {
    super(refusal.code);
  }
}

/**
 * Keeps a slot for the merchant's hold minutes. The visitor's hold it `replaces` is given
 * up first, in the same transaction: its time is free for the new one's check (the visitor
 * moving to a neighbouring time of the same employee), and a refused new time rolls back to
 * it, so the visitor never ends up with none.
 */
export async function placeHold(db: Db, input: PlaceHoldInput): Promise<Result<PlacedHold, DomainError>> {
  try {
    return await db.transaction(async (tx) => {
      const placed = await placeIn(tx, input);
      if (!placed.ok) throw new Refused(placed.error);
      return placed;
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.refusal };
    throw error;
  }
}

async function placeIn(tx: Db, input: PlaceHoldInput): Promise<Result<PlacedHold, DomainError>> {
  const { merchant, branch, request, now } = input;
  if (request.replaces) await deleteReplacedHold(tx, branch.id, hashSessionToken(request.replaces));
  const checked = await checkRequestedStart(tx, { merchant, branch, request, now });
  if (!checked.ok) return checked;
  const { services, range, ranked, employees } = checked.value;
  const found = (employeeId: string) => {
    const employee = employees.get(employeeId);
    if (!employee) throw new Error(`An employee free at the start was not loaded: ${employeeId}`);
    return { start: range.start, end: range.end, employee, serviceIds: services.map((s) => s.id) };
  };

  // The cap is counted, not locked: two holds placed at the same instant can both pass it by
  // one, which costs nothing a cap guards against (a calendar held by a flood).
  if ((await countLiveHolds(tx, branch.id, now)) >= input.maxLiveHolds) {
    const [first] = ranked;
    if (!first) throw new Error('A start checked free has nobody to do it');
    return { ok: true, value: { token: null, expiresAt: null, ...found(first) } };
  }

  const { token, tokenHash } = newSessionToken();
  const expiresAt = new Date(now.getTime() + merchant.holdMinutes * MINUTE_MS);
  const expiredHoldIn = (employeeId: string) => checked.value.expiredHoldIn(employeeId, range);
  const claimed = await claimSlot(
    tx,
    ranked,
    { ...range, now },
    // In a savepoint: a deadlock with another write is then lost alone, and tried once more.
    (employeeId) =>
      tx.savepoint((sp) =>
        insertClaim(sp, {
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
        }),
      ),
    expiredHoldIn,
  );
  if (!claimed.ok) return claimed;
  return { ok: true, value: { token, expiresAt, ...found(claimed.value) } };
}
