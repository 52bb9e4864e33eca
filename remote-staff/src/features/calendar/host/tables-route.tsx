import { CalendarRouteError } from '../components/route-error';
import { serviceDayLoader } from './service-day-loader';
import { TablesView } from './tables-view';

/** `/staff/:branch/tables/:date`, the floor by table, loaded on demand. */
export const loader = serviceDayLoader;
export const Component = TablesView;
export const ErrorBoundary = CalendarRouteError;
