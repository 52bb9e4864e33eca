import { useTypedLoaderData } from '@booking/shared/router';
import { pageSettingsLoader } from './api/page-settings';
import { PageSettingsForm } from './components/page-settings-form';
import './settings-page.css';

/** `/staff/settings/page`: the business's page as customers see it. */
export const loader = pageSettingsLoader;

export function Component() {
  const { page, imageStorage } = useTypedLoaderData<typeof pageSettingsLoader>();
  return <PageSettingsForm page={page} imageStorage={imageStorage} />;
}
