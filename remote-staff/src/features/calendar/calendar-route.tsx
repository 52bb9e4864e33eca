import { calendarLayoutLoader } from './api/calendar-layout-loader';
import { CalendarLayout } from './components/calendar-layout';
import { CalendarRouteError } from './components/route-error';

/** `/staff/:branch`: the calendar's frame, loaded on demand after the branch is chosen. */
export const loader = calendarLayoutLoader;
export const Component = CalendarLayout;
export const ErrorBoundary = CalendarRouteError;
