import { ZONED_DATE_TIME } from '@booking/shared/contract/zoned-time';
import type { CodedError } from '@booking/shared/ui/error-text/error-text';

/**
 * What a 409 appointment_conflict says is in the way, read from its params
 * (api/src/domain/staff/conflict-error.ts): the employee's working hours, or an absence,
 * an appointment (with how many when an absence covers several) or a customer's live hold,
 * with its times in the branch zone. Null when the params are not that shape: the caller
 * then shows the error's general text.
 */
export type ConflictWording =
  | { id: 'staff.dialogConflict.outsideHours'; values: Record<string, never> }
  | {
      id: 'staff.dialogConflict.appointment' | 'staff.dialogConflict.absence' | 'staff.dialogConflict.hold';
      values: { start: string; end: string; count: number };
      /** The appointment or absence in the way, when the API named it. */
      itemId: string | null;
    };

const IDS = {
  appointment: 'staff.dialogConflict.appointment',
  absence: 'staff.dialogConflict.absence',
  hold: 'staff.dialogConflict.hold',
} as const;

export function conflictWording(error: CodedError | null | undefined): ConflictWording | null {
  if (error?.code !== 'appointment_conflict') return null;
  const params = error.params ?? {};
  if (params.with === 'outside_hours') return { id: 'staff.dialogConflict.outsideHours', values: {} };
  const kind = params.with;
  if (kind !== 'appointment' && kind !== 'absence' && kind !== 'hold') return null;
  const { start, end } = params;
  if (typeof start !== 'string' || typeof end !== 'string') return null;
  if (!ZONED_DATE_TIME.test(start) || !ZONED_DATE_TIME.test(end)) return null;
  const count = typeof params.count === 'number' && params.count > 0 ? params.count : 1;
  return { id: IDS[kind], values: { start, end, count }, itemId: typeof params.id === 'string' ? params.id : null };
}
