import { getPageSettings, savePageSettings } from '@booking/shared/contract/operations/page-settings';
import type { PageSettingsRequest } from '@booking/shared/contract/page-settings';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffCall, staffLoad } from '../../../common/staff-page/staff-load';

/** The page as saved, for the form. */
export async function pageSettingsLoader({ request }: LoaderFunctionArgs) {
  const { page } = (await staffLoad(getPageSettings, {}, request.signal)).results;
  return { page };
}

export function savePage(page: PageSettingsRequest) {
  return staffCall(savePageSettings, { body: page });
}
