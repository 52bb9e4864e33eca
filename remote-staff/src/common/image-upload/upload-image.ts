import type { ApiAccess } from '@booking/shared/api-client/api-access';
import { upload } from '@booking/shared/api-client/upload';
import { uploadImage as uploadImageOperation } from '@booking/shared/contract/operations/page-settings';
import type { ImagePurpose } from '@booking/shared/contract/page-settings';

/** Uploads an image for a purpose (logo, banner, an employee's photo): the API re-encodes it. */
export function uploadImage(api: ApiAccess, purpose: ImagePurpose, file: Blob) {
  return upload(uploadImageOperation, { query: { purpose } }, file, api);
}
