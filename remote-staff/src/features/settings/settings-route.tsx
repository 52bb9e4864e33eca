import { settingsLoader } from './api/settings-loader';
import { SettingsLayout } from './components/settings-layout';
import { SettingsRouteError } from './components/settings-route-error';

/** `/staff/settings`: the owner's settings frame, loaded on demand. */
export const loader = settingsLoader;
export const Component = SettingsLayout;
export const ErrorBoundary = SettingsRouteError;
