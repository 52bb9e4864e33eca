import type { ImagePurpose, ImageStorage } from '@booking/shared/contract/page-settings';
import type { Db } from '../db/db';
import { getImageStorageUsed, insertImage, lockOrganizationImages } from '../db/image-repo';
import { checkImageStorage } from '../domain/images/check-image-storage';
import type { Result } from '../domain/result';
import type { EncodedImage } from '../images/encode-image';

/** The organization's image storage now: what is used, of how much. */
export async function getImageStorage(db: Db, organizationId: string, limitBytes: number): Promise<ImageStorage> {
  return { used_bytes: await getImageStorageUsed(db, organizationId), limit_bytes: limitBytes };
}

/**
 * Stores an encoded upload if its variants fit into the organization's quota, or stores
 * nothing (`storage_full`). The organization's row is locked first, so two uploads at once
 * are counted one after the other and never both fit into the last free space.
 */
export async function storeImage(
  db: Db,
  upload: { organizationId: string; purpose: ImagePurpose; image: EncodedImage; limitBytes: number },
  now: Date,
): Promise<Result<{ id: string; storage: ImageStorage }>> {
  const { organizationId, purpose, image, limitBytes } = upload;
  const adding = image.variants.reduce((sum, variant) => sum + variant.bytes.byteLength, 0);
  return db.transaction(async (tx) => {
    await lockOrganizationImages(tx, organizationId);
    const fits = checkImageStorage(await getImageStorage(tx, organizationId, limitBytes), adding);
    if (!fits.ok) return fits;
    const id = await insertImage(tx, organizationId, purpose, image, now);
    return { ok: true, value: { id, storage: fits.value } };
  });
}
