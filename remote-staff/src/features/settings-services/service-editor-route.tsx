import { servicesSettingsLoader } from './api/services-settings-loader';
import { ServiceEditorPage } from './components/service-editor-page';

/** `/staff/settings/services/new` and `/staff/settings/services/:service`. */
export const loader = servicesSettingsLoader;
export const Component = ServiceEditorPage;
