import { CalendarRouteError } from '../components/route-error';
import { listLoader } from './list-loader';
import { ListView } from './list-view';

/** `/staff/:branch/list`, loaded on demand. */
export const loader = listLoader;
export const Component = ListView;
export const ErrorBoundary = CalendarRouteError;
