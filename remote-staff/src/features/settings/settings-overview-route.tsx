import { goLiveLoader } from './api/go-live';
import { SettingsOverview } from './components/settings-overview';

/** `/staff/settings`: whether the page is live and what it needs, then what each section changes. */
export const loader = goLiveLoader;
export const Component = SettingsOverview;
