import { multiLineText, oneLineText } from '@booking/shared/contract/safe-text';
import type { StaffAbsenceRequest, StaffAbsenceUpdate } from '@booking/shared/contract/staff-absences';
import type { AbsenceKind, StaffAbsence } from '@booking/shared/contract/staff-calendar';
import { instantOf } from '@booking/shared/time/instant-of';
import { dateOfDay, dayNumber, isLocalDate } from '@booking/shared/time/local-date';
import * as z from 'zod/mini';
import { isWallTime, wallOf, zonedFromWall, zonedMidnight } from '../../../common/wall-time/wall-time';

export const ABSENCE_KINDS: readonly AbsenceKind[] = ['break', 'holiday', 'sickness', 'vacation'];

/**
 * An absence as the form holds it: whole days (first and last day, both included) or a
 * start and an end with times. The end must come after the start ("End must be after
 * start", as staff are told), said at the end field.
 */
export const absenceFormSchema = z
  .object({
    employee: z.string().check(z.minLength(1)),
    kind: z.enum(['break', 'holiday', 'sickness', 'vacation']),
    wholeDays: z.boolean(),
    startDate: z.string().check(z.refine(isLocalDate)),
    startTime: z.string(),
    endDate: z.string().check(z.refine(isLocalDate)),
    endTime: z.string(),
    reason: z.string().check(z.trim(), z.maxLength(200), oneLineText()),
    notes: z.string().check(z.maxLength(2000), multiLineText()),
  })
  .check(
    z.check((ctx) => {
      const v = ctx.value;
      if (!v.wholeDays) {
        for (const field of ['startTime', 'endTime'] as const) {
          if (v[field] === '') ctx.issues.push({ code: 'custom', message: 'required', path: [field], input: v[field] });
          else if (!isWallTime(v[field]))
            ctx.issues.push({ code: 'custom', message: 'invalid_format', path: [field], input: v[field] });
        }
      }
      if (!isLocalDate(v.startDate) || !isLocalDate(v.endDate)) return;
      if (v.wholeDays) {
        if (v.endDate < v.startDate)
          ctx.issues.push({ code: 'custom', message: 'end_before_start', path: ['endDate'], input: v.endDate });
        return;
      }
      if (!isWallTime(v.startTime) || !isWallTime(v.endTime)) return;
      // The same zone on both sides: comparing wall-clock strings orders them as instants would.
      if (`${v.endDate}T${v.endTime}` <= `${v.startDate}T${v.startTime}`) {
        ctx.issues.push({ code: 'custom', message: 'end_before_start', path: ['endTime'], input: v.endTime });
      }
    }),
  );
export type AbsenceFormValues = z.input<typeof absenceFormSchema>;
type Parsed = z.output<typeof absenceFormSchema>;

/** The absence's start and end in the API's form (whole days: midnight to the midnight after the last day). */
function period(values: Parsed, zone: string) {
  if (values.wholeDays) {
    return { start: zonedMidnight(values.startDate, zone), end: zonedMidnight(values.endDate, zone, 1) };
  }
  return {
    start: zonedFromWall({ date: values.startDate, time: values.startTime }, zone),
    end: zonedFromWall({ date: values.endDate, time: values.endTime }, zone),
  };
}

export function toAbsenceUpdate(values: Parsed, zone: string): StaffAbsenceUpdate {
  const reason = values.reason.trim();
  const notes = values.notes.trim();
  return { kind: values.kind, ...period(values, zone), reason: reason || null, notes: notes || null };
}

export function toAbsenceRequest(values: Parsed, zone: string): StaffAbsenceRequest {
  return { employee_id: values.employee, ...toAbsenceUpdate(values, zone) };
}

/**
 * The form for a period: whole days when it runs from a midnight to a later midnight in the
 * branch zone (the last day shown is the one before the end), times otherwise.
 */
export function periodValues(start: string, end: string, zone: string) {
  const from = wallOf(start, zone);
  const to = wallOf(end, zone);
  const wholeDays = from.time === '00:00' && to.time === '00:00' && to.date > from.date;
  if (wholeDays) {
    return { wholeDays, startDate: from.date, startTime: '', endDate: dateOfDay(dayNumber(to.date) - 1), endTime: '' };
  }
  return { wholeDays, startDate: from.date, startTime: from.time, endDate: to.date, endTime: to.time };
}

/** An existing absence in the form. */
export function absenceValues(absence: StaffAbsence, zone: string): AbsenceFormValues {
  return {
    employee: absence.employee.id,
    kind: absence.kind,
    ...periodValues(absence.start, absence.end, zone),
    reason: absence.reason ?? '',
    notes: absence.notes ?? '',
  };
}

/** A new absence from the grid's link (`?employee=&start=&end=`), or the day of the view. */
export function newAbsenceValues(
  query: URLSearchParams,
  viewDate: string,
  zone: string,
  employeeIds: readonly string[],
): AbsenceFormValues {
  const employee = query.get('employee') ?? '';
  const start = query.get('start') ?? '';
  const end = query.get('end') ?? '';
  const readable = (value: string) => !Number.isNaN(instantOf(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value);
  const date = isLocalDate(viewDate) ? viewDate : '';
  const base = {
    employee: employeeIds.includes(employee) ? employee : '',
    kind: 'break' as const,
    reason: '',
    notes: '',
  };
  if (readable(start) && readable(end) && instantOf(end) > instantOf(start)) {
    return { ...base, ...periodValues(start, end, zone) };
  }
  if (readable(start)) {
    const { date: startDate, time } = wallOf(start, zone);
    return { ...base, wholeDays: false, startDate, startTime: time, endDate: startDate, endTime: '' };
  }
  return { ...base, wholeDays: false, startDate: date, startTime: '', endDate: date, endTime: '' };
}

/** Where the API's field names land in the form. */
export function absenceFieldOf(field: string, wholeDays: boolean): keyof AbsenceFormValues | null {
  if (field === 'employee_id') return 'employee';
  if (field === 'start') return wholeDays ? 'startDate' : 'startTime';
  if (field === 'end') return wholeDays ? 'endDate' : 'endTime';
  if (field === 'kind' || field === 'reason' || field === 'notes') return field;
  return null;
}
