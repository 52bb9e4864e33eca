import type { AbsenceKind } from '@booking/shared/contract/staff-calendar';
import type { ItemState } from '../grid/calendar-items';

/** Message ids spelled out, so the catalog check finds each one in the source. */
export const STATE_MESSAGES: Record<ItemState, string> = {
  booked: 'staff.state.booked',
  rescheduled: 'staff.state.rescheduled',
  paid: 'staff.state.paid',
  cancelled: 'staff.state.cancelled',
  no_show: 'staff.state.no_show',
  absence: 'staff.state.absence',
};

export const ABSENCE_MESSAGES: Record<AbsenceKind, string> = {
  break: 'staff.absence.break',
  holiday: 'staff.absence.holiday',
  sickness: 'staff.absence.sickness',
  vacation: 'staff.absence.vacation',
};
