import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { call } from '@booking/shared/api-client/call';
import { loadOrThrow } from '@booking/shared/api-client/load-or-throw';
import { getPageSettings, savePageSettings } from '@booking/shared/contract/operations/page-settings';
import type { PageSettingsRequest } from '@booking/shared/contract/page-settings';
import type { LoaderFunctionArgs } from '@booking/shared/router';
import { staffLoaderApi } from '../../../common/staff-api/staff-api';

/** The page as saved, for the form, and how much of the image storage is used. */
export async function pageSettingsLoader({ request, context }: LoaderFunctionArgs) {
  const api = staffLoaderApi(context, request.signal);
  const { page, image_storage } = (await loadOrThrow(getPageSettings, {}, api)).results;
  return { page, imageStorage: image_storage };
}

export function savePage(api: ApiAccess, page: PageSettingsRequest) {
  return call(savePageSettings, { body: page }, api);
}
