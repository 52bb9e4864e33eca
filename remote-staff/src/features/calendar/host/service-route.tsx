import { CalendarRouteError } from '../components/route-error';
import { serviceDayLoader } from './service-day-loader';
import { ServiceView } from './service-view';

/** `/staff/:branch/service/:date`, a restaurant's day at the host stand, loaded on demand. */
export const loader = serviceDayLoader;
export const Component = ServiceView;
export const ErrorBoundary = CalendarRouteError;
