import type { ImageStorage } from '@booking/shared/contract/page-settings';
import type { Result } from '../result';

type StorageFull = { code: 'storage_full'; params: { used_bytes: number; limit_bytes: number } };

/**
 * Whether `adding` bytes more fit into the organization's image storage (decision 0078).
 * Asked with nothing to add before an upload is decoded (a full store refuses at once), and
 * with the encoded variants' bytes before they are stored.
 */
export function checkImageStorage(storage: ImageStorage, adding: number): Result<ImageStorage, StorageFull> {
  const { used_bytes, limit_bytes } = storage;
  const full = adding === 0 ? used_bytes >= limit_bytes : used_bytes + adding > limit_bytes;
  if (full) return { ok: false, error: { code: 'storage_full', params: { used_bytes, limit_bytes } } };
  return { ok: true, value: { used_bytes: used_bytes + adding, limit_bytes } };
}
