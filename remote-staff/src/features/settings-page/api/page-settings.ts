import { getPageSettings, savePageSettings } from '@booking/shared/contract/operations/page-settings';
import type { PageSettingsRequest } from '@booking/shared/contract/page-settings';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffCall, staffLoad } from '../../../common/staff-page/staff-load';

/** The page as saved, for the form, and how much of the image storage is used. */
export async function pageSettingsLoader({ request }: LoaderFunctionArgs) {
  const { page, image_storage } = (await staffLoad(getPageSettings, {}, request.signal)).results;
  return { page, imageStorage: image_storage };
}

export function savePage(page: PageSettingsRequest) {
  return staffCall(savePageSettings, { body: page });
}
