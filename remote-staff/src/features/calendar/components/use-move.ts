import { useRevalidator } from '@booking/shared/router';
import { formatZoned } from '@booking/shared/time/format-zoned';
import { useStaffApi } from '../../../common/staff-api/staff-api';
import { moveAppointment } from '../api/move-appointment';
import type { GridItem } from '../grid/calendar-items';
import type { GridColumn } from '../grid/time-grid';
import type { MoveOutcome } from '../grid/use-drag-move';

/** A drop in the grid: the move sent, and on success the calendar read again before the item lets go. */
export function useMove(zone: string) {
  const api = useStaffApi();
  const revalidator = useRevalidator();
  return async (item: GridItem, start: number, column: GridColumn): Promise<MoveOutcome> => {
    const employee = column.employeeId && column.employeeId !== item.employeeId ? column.employeeId : null;
    const result = await moveAppointment(api, item.id, formatZoned(start, zone), employee);
    if (!result.ok) return { ok: false, error: result.error };
    await revalidator.revalidate();
    return { ok: true };
  };
}
