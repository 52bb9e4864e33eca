import { servicesSettingsLoader } from './api/services-settings-loader';
import { ServicesSettingsPage } from './components/services-settings-page';

/** `/staff/settings/services`: categories and services in order, loaded on demand with the drag library. */
export const loader = servicesSettingsLoader;
export const Component = ServicesSettingsPage;
