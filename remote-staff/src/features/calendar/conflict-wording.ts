import type { ApiError } from '@booking/shared/api-client/call';

/**
 * What an `appointment_conflict` names (api/src/domain/staff/conflict-error.ts): another
 * appointment, an absence or a customer's hold, with its times in the branch's zone, or
 * the employee's working hours. Null when the error is another one or its params are not
 * what the API sends (then the generic text of the code is shown).
 */
export type ConflictWording =
  | { id: 'staff.conflict.outsideHours' }
  | { id: 'staff.conflict.appointment' | 'staff.conflict.absence' | 'staff.conflict.hold'; start: string; end: string };

const MESSAGE_IDS = {
  appointment: 'staff.conflict.appointment',
  absence: 'staff.conflict.absence',
  hold: 'staff.conflict.hold',
} as const;

export function conflictWording(error: ApiError | null): ConflictWording | null {
  if (error?.code !== 'appointment_conflict') return null;
  const { with: what, start, end } = error.params ?? {};
  if (what === 'outside_hours') return { id: 'staff.conflict.outsideHours' };
  if (
    (what === 'appointment' || what === 'absence' || what === 'hold') &&
    typeof start === 'string' &&
    typeof end === 'string'
  ) {
    return { id: MESSAGE_IDS[what], start, end };
  }
  return null;
}
