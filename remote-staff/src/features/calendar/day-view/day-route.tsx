import type { ShouldRevalidateFunctionArgs } from '@booking/shared/router';
import { CalendarRouteError } from '../components/route-error';
import { onlyCancelledChanged } from '../domain/calendar-paths';
import { dayLoader } from './day-loader';
import { DayView } from './day-view';

/** `/staff/:branch/day/:date`, loaded on demand. */
export const loader = dayLoader;
export const Component = DayView;
export const ErrorBoundary = CalendarRouteError;
export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  onlyCancelledChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
