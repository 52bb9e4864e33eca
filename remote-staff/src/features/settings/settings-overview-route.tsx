import { SettingsOverview } from './components/settings-overview';

/** `/staff/settings`: what each section of the settings changes. */
export const Component = SettingsOverview;
