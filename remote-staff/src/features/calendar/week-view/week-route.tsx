import type { ShouldRevalidateFunctionArgs } from '@booking/shared/router';
import { CalendarRouteError } from '../components/route-error';
import { onlyCancelledChanged } from '../domain/calendar-paths';
import { weekLoader } from './week-loader';
import { WeekView } from './week-view';

/** `/staff/:branch/week/:date`, loaded on demand. */
export const loader = weekLoader;
export const Component = WeekView;
export const ErrorBoundary = CalendarRouteError;
export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  onlyCancelledChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
