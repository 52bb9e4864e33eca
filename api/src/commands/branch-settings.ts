import type { AppointmentInTheWay } from '@booking/shared/contract/appointments-in-the-way';
import type {
  BranchSettings,
  BranchSettingsRequest,
  CloseBranchRequest,
} from '@booking/shared/contract/branch-settings';
import { listLiveAppointmentsAt } from '../db/appointments-in-absences-repo';
import {
  insertBranchFields,
  listBranchSettings,
  replaceBranchTimes,
  setBranchClosed,
  updateBranchFields,
} from '../db/branch-settings-repo';
import { type Db, SQLSTATE, sqlState } from '../db/db';
import { type BranchTimes, losesTime } from '../domain/branches/loses-time';
import type { DomainError, Result } from '../domain/result';
import { conflictError } from '../domain/staff/conflict-error';
import { presentStaffAppointment } from '../http/present-staff-appointment';
import type { PaymentProvider } from '../payments/payment-provider';
import { changeAppointmentStatus } from './change-appointment-status';

export type BranchSettingsDeps = { db: Db; provider: PaymentProvider };
export type SavedBranch = { branch: BranchSettings; kept: AppointmentInTheWay[]; cancelled: AppointmentInTheWay[] };

type Change = { next: (current: BranchSettings) => BranchTimes; handling: CloseBranchRequest };

function fieldError(field: string, code: 'slug_taken' | 'locked_by_bookings'): { ok: false; error: DomainError } {
  return { ok: false, error: { code: 'invalid_input', fields: { [field]: [{ code }] } } };
}

const timesOf = (b: BranchSettings): BranchTimes => ({
  open: !b.closed,
  hours: b.opening_hours.every((day) => day.length === 0) ? null : b.opening_hours,
  closedDays: new Set(b.closed_days.map((d) => d.date)),
});

/**
 * Adds (`branchId` null) or changes a branch. Its time zone stays once something was booked
 * there (400 `locked_by_bookings`): those times were agreed in it. A week without any periods
 * means the branch keeps no hours of its own: its employees' working hours decide.
 */
export function saveBranchSettings(
  deps: BranchSettingsDeps,
  organizationId: string,
  branchId: string | null,
  request: BranchSettingsRequest,
  now: Date,
): Promise<Result<SavedBranch, DomainError>> {
  const { on_appointments, message, opening_hours, closed_days, ...fields } = request;
  const after: BranchTimes = {
    open: true,
    hours: opening_hours.every((day) => day.length === 0) ? null : opening_hours,
    closedDays: new Set(closed_days.map((d) => d.date)),
  };
  return change(deps, organizationId, branchId, now, {
    next: (current) => ({ ...after, open: !current.closed }),
    handling: { on_appointments, message },
    write: async (tx, current) => {
      if (current && current.timezone !== fields.timezone && current.timezone_locked) {
        return fieldError('timezone', 'locked_by_bookings');
      }
      const id = current ? current.id : await insertBranchFields(tx, organizationId, fields);
      if (current) await updateBranchFields(tx, organizationId, id, fields);
      await replaceBranchTimes(tx, { organizationId, id }, opening_hours, closed_days);
      return { ok: true, value: id };
    },
  });
}

/** Closes a branch (`closed` true) or opens it again; closing asks about its booked appointments. */
export function setBranchOpen(
  deps: BranchSettingsDeps,
  organizationId: string,
  branchId: string,
  closed: boolean,
  handling: CloseBranchRequest,
  now: Date,
): Promise<Result<SavedBranch, DomainError>> {
  return change(deps, organizationId, branchId, now, {
    next: (current) => ({ ...timesOf(current), open: !closed }),
    handling,
    write: async (tx) => {
      await setBranchClosed(tx, organizationId, branchId, closed, now);
      return { ok: true, value: branchId };
    },
  });
}

type Write = (tx: Db, current: BranchSettings | null) => Promise<Result<string, DomainError>>;

/**
 * One change of a branch, under its row lock: the booked appointments that would lose their
 * time are listed (409 `appointment_conflict`) unless the owner said what to do with them;
 * `cancel` cancels each after the change is saved, with the owner's message to the customer.
 */
async function change(
  deps: BranchSettingsDeps,
  organizationId: string,
  branchId: string | null,
  now: Date,
  { next, handling, write }: Change & { write: Write },
): Promise<Result<SavedBranch, DomainError>> {
  let saved: Result<{ id: string; affected: AppointmentInTheWay[] }, DomainError>;
  try {
    saved = await deps.db.transaction(async (tx) => {
      const [current] = branchId ? await listBranchSettings(tx, organizationId, branchId, true) : [null];
      if (branchId && !current) return { ok: false, error: { code: 'branch_not_found' } };
      const affected = current ? await appointmentsLosingTime(tx, current, next(current), now) : NONE;
      if (affected.length > 0 && !handling.on_appointments) return { ok: false, error: affected.error };
      const written = await write(tx, current ?? null);
      if (!written.ok) return written;
      return { ok: true, value: { id: written.value, affected: affected.list } };
    });
  } catch (error) {
    // The unique constraint decides a slug two saves race for.
    if (sqlState(error) === SQLSTATE.uniqueViolation) return fieldError('slug', 'slug_taken');
    throw error;
  }
  if (!saved.ok) return saved;
  const cancel = handling.on_appointments === 'cancel';
  if (cancel) {
    for (const appointment of saved.value.affected) {
      const key = { organizationId, id: appointment.id };
      await changeAppointmentStatus(deps.db, key, 'cancel_by_staff', now, deps.provider, handling.message ?? null);
    }
  }
  const [branch] = await listBranchSettings(deps.db, organizationId, saved.value.id);
  if (!branch) throw new Error('The branch vanished after its own change');
  const affected = saved.value.affected;
  return { ok: true, value: { branch, kept: cancel ? [] : affected, cancelled: cancel ? affected : [] } };
}

const NONE = { length: 0, list: [] as AppointmentInTheWay[], error: { code: 'appointment_conflict' } as DomainError };

async function appointmentsLosingTime(tx: Db, current: BranchSettings, after: BranchTimes, now: Date) {
  const zone = current.timezone;
  const before = timesOf(current);
  const found = (await listLiveAppointmentsAt(tx, current.id, now)).filter((a) =>
    losesTime({ start: a.start.getTime(), end: a.end.getTime() }, zone, before, after),
  );
  const list = found.map((a) => {
    const shown = presentStaffAppointment(a, now);
    return {
      id: a.id,
      start: shown.start,
      end: shown.end,
      customer: shown.customer?.name ?? null,
      services: a.services.map((s) => s.name),
    };
  });
  const first = found[0];
  const error = first
    ? {
        ...conflictError(
          { with: 'appointment', id: first.id, start: first.start.getTime(), end: first.end.getTime() },
          zone,
          found.length,
        ),
        appointments: list,
      }
    : NONE.error;
  return { length: found.length, list, error: error as DomainError };
}
