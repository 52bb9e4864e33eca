import type { DayInterval, SettingsEmployee } from '@booking/shared/contract/employee-settings';
import { localDateSchema } from '@booking/shared/contract/zoned-time';
import { dayNumber, mondayOf, weekdayOf } from '@booking/shared/time/local-date';
import * as z from 'zod/mini';
import { formatHoursText, parseHoursText } from './hours-text';
import { rotaInForce } from './week-values';

const hoursTextSchema = z.string().check(
  z.maxLength(200),
  z.superRefine((text, ctx) => {
    const parsed = parseHoursText(text);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.code, input: text });
  }),
);

/** A single date's whole hours: one text per branch of the organization, in the list's order. */
export const exceptionFormSchema = z.object({ day: localDateSchema, hours: z.array(hoursTextSchema) });
export type ExceptionValues = z.output<typeof exceptionFormSchema>;

type Branch = { id: string };

/**
 * What the employee works on `date` at each branch, as the form starts from: the date's
 * exception if it has one, otherwise the rota in force that day (its week of a two-week
 * cycle counted from the Monday of the version's first week, as the API counts it).
 */
export function hoursOnDate(employee: SettingsEmployee, branches: readonly Branch[], date: string): string[] {
  const exception = employee.exceptions.find((x) => x.day === date);
  const rota = rotaInForce(employee, date);
  const day = dayNumber(date);
  const week = rota ? Math.floor((day - mondayOf(dayNumber(rota.effective_from))) / 7) % rota.cycle_weeks : 0;
  const worked = exception
    ? exception.hours
    : (rota?.hours ?? []).filter((h) => h.cycle_week === week && h.weekday === weekdayOf(day));
  return branches.map((branch) => formatHoursText(worked.filter((h) => h.branch_id === branch.id)));
}

/** The request's hours: every branch's typed intervals together, the date's whole day. */
export function exceptionHoursOf(values: ExceptionValues, branches: readonly Branch[]): DayInterval[] {
  return branches.flatMap((branch, index) => {
    const parsed = parseHoursText(values.hours[index] ?? '');
    return parsed.ok ? parsed.hours.map((h) => ({ branch_id: branch.id, ...h })) : [];
  });
}
