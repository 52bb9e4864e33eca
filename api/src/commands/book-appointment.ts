import { randomUUID } from 'node:crypto';
import type { CreateAppointmentRequest } from '@booking/shared/contract/appointment-requests';
import { instantOf } from '@booking/shared/time/instant-of';
import { MINUTE_MS } from '@booking/shared/time/local-date';
import { hashSessionToken, newSessionToken } from '../auth/session-token';
import type { AppointmentRecord } from '../db/appointment-repo';
import { type BookingDetails, convertHold, insertClaim } from '../db/claim-repo';
import { type Db, SQLSTATE, sqlState } from '../db/db';
import { findHold, type HoldRecord } from '../db/hold-repo';
import type { RequestKey } from '../db/idempotency-repo';
import type { BranchRef, MerchantSettings } from '../db/merchant-settings-repo';
import { normalisePhone } from '../domain/contact/normalise-phone';
import type { DomainError, Result } from '../domain/result';
import {
  appointmentSummary,
  bookingPageUrl,
  confirmationRows,
  manageUrl,
  releaseRows,
} from '../messages/booking-summary';
import { checkRequestedStart } from './check-requested-start';
import { claimSlot } from './claim-slot';
import { bookingClaim, newAppointmentRecord } from './new-appointment-record';

export type BookInput = {
  merchant: MerchantSettings;
  branch: BranchRef;
  request: CreateAppointmentRequest;
  now: Date;
  /** The booking site, for the manage link in the confirmation. */
  siteUrl: string;
  /**
   * The request's idempotency key: claimed by the schedule read, and its answer stored by
   * the write (a booking, or slot_taken when the last write finds the range taken).
   */
  key: RequestKey<Booked>;
};

export type Booked = { appointment: AppointmentRecord; manageToken: string };

/**
 * Books through the hold when the request carries one that still exists (live, or expired
 * but untouched), else checks the start as a search would and claims it.
 */
export async function bookAppointment(db: Db, input: BookInput): Promise<Result<Booked, DomainError>> {
  const { merchant, branch, request, now } = input;
  const confirmation = (booked: Booked) => {
    const summary = appointmentSummary(booked.appointment, merchant.id);
    const bookAgain = bookingPageUrl(input.siteUrl, merchant.slug, branch.slug);
    return [
      ...confirmationRows(summary, now, manageUrl(input.siteUrl, merchant.slug, branch.slug, booked.manageToken)),
      ...releaseRows(summary, booked.appointment.payment_due_at, now, bookAgain),
    ];
  };
  // Manage links use the same 256-bit tokens as staff sessions; only the hash is stored.
  const { token: manageToken, tokenHash } = newSessionToken();
  const booking: BookingDetails = {
    manageTokenHash: tokenHash,
    contact: { ...request.contact, phone: normalisePhone(request.contact.phone) },
    reminder: request.reminder,
    payment: request.payment,
    locale: request.locale,
    policy: merchant.policy,
    // Online payment: the slot stays the customer's for the merchant's hold time, unpaid.
    paymentDueAt:
      request.payment === 'online' ? new Date(now.getTime() + merchant.paymentWindowMinutes * MINUTE_MS) : null,
  };

  if (request.hold_token) {
    await input.key.claim();
    const holdTokenHash = hashSessionToken(request.hold_token);
    const hold = await findHold(db, merchant.id, holdTokenHash);
    if (hold) {
      if (!holdMatches(hold, branch, request)) return holdMismatch();
      const appointment = newAppointmentRecord({ ...hold, merchant, branch, booking, now });
      const booked = { appointment, manageToken };
      const mail = confirmation(booked);
      if (
        await convertHoldUnlessAbsent(db, merchant.id, holdTokenHash, booking, now, input.key.completion(booked), mail)
      )
        return { ok: true, value: booked };
    }
    // The hold is gone (it expired and someone else took its range), or staff have since
    // put an absence over it. Book like anyone else: the read sees what is there now.
  }

  const checked = await checkRequestedStart(db, { merchant, branch, request, now, key: input.key });
  if (!checked.ok) return checked;
  const { services, employees, range, ranked } = checked.value;
  const id = randomUUID();
  let booked: Booked | undefined;
  const write = async (employeeId: string, last: boolean) => {
    const employee = employees.get(employeeId);
    if (!employee) throw new Error(`Claim for an employee not loaded: ${employeeId}`);
    const appointment = newAppointmentRecord({ id, merchant, branch, employee, services, booking, now, ...range });
    booked = { appointment, manageToken };
    return insertClaim(
      db,
      bookingClaim(merchant.id, appointment, booking),
      input.key.completion(booked, { orSlotTaken: last }),
      confirmation(booked),
    );
  };
  const expiredHoldIn = (employeeId: string) => checked.value.expiredHoldIn(employeeId, range);
  const claimed = await claimSlot(db, ranked, { ...range, now }, write, expiredHoldIn);
  if (!claimed.ok) return claimed;
  if (!booked) throw new Error('claimSlot succeeded without a write');
  return { ok: true, value: booked };
}

function holdMatches(hold: HoldRecord, branch: BranchRef, request: CreateAppointmentRequest): boolean {
  return (
    hold.branch_id === branch.id &&
    hold.start.getTime() === instantOf(request.start) &&
    hold.services.map((s) => s.id).join() === request.services.join() &&
    (request.employee_id == null || request.employee_id === hold.employee.id)
  );
}

function holdMismatch() {
  return {
    ok: false as const,
    error: { code: 'invalid_input' as const, fields: { hold_token: [{ code: 'hold_mismatch' as const }] } },
  };
}

/**
 * An absence that staff put over a live hold refuses its conversion in the database
 * (23P01, decision 0034); the booking then goes on as if the hold were gone.
 */
async function convertHoldUnlessAbsent(...args: Parameters<typeof convertHold>): Promise<boolean> {
  try {
    return await convertHold(...args);
  } catch (error) {
    if (sqlState(error) === SQLSTATE.exclusionViolation) return false;
    throw error;
  }
}
