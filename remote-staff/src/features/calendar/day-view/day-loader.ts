import type { LoaderFunctionArgs } from '@booking/shared/router';
import { loadCalendar } from '../api/calendar-loader';

/** One local day of the branch's calendar. */
export const dayLoader = (args: LoaderFunctionArgs) => loadCalendar(args, (date) => ({ from: date, to: date }));
