import { formatZoned } from '@booking/shared/time/format-zoned';
import type { DomainError } from '../result';
import type { Conflict } from './find-conflict';

/** 409 appointment_conflict naming what is in the way, times in the branch's zone. */
export function conflictError(conflict: Conflict, zone: string, count = 1): DomainError {
  if (conflict.with === 'outside_hours') return { code: 'appointment_conflict', params: { with: 'outside_hours' } };
  return {
    code: 'appointment_conflict',
    params: {
      with: conflict.with,
      ...(conflict.id ? { id: conflict.id } : {}),
      start: formatZoned(conflict.start, zone),
      end: formatZoned(conflict.end, zone),
      count,
    },
  };
}
