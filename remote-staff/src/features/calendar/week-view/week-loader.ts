import type { LoaderFunctionArgs } from '@booking/shared/router';
import { loadCalendar } from '../api/calendar-loader';
import { weekDates } from '../domain/calendar-range';

/** The Monday-to-Sunday week holding the date. */
export const weekLoader = (args: LoaderFunctionArgs) =>
  loadCalendar(args, (date) => {
    const dates = weekDates(date);
    return { from: dates[0] ?? date, to: dates[6] ?? date };
  });
