import { IMAGE_STORAGE_LIMIT_BYTES } from '@booking/shared/contract/page-settings';
import type { BucketRule } from '../domain/rate-limit/take-token';
import { createBucketStore, DEFAULT_MAX_BUCKETS } from '../limits/bucket-store';
import { createWorkSlots, type WorkSlotLimits } from '../limits/work-slots';

export type UploadLimitRules = {
  /** Uploads per organization, whoever of its owners sends them. */
  perOrganization: BucketRule;
  /** Bytes an organization's stored images may take. */
  storageBytes: number;
  /** Decodes at once in this process, waiting at most, and places per organization. */
  decodes: WorkSlotLimits;
};

/**
 * Ten uploads a minute per organization: a page's logo and banner and a team's photos, with
 * room to try again; 50 MB stored, a few dozen banners. Two decodes at once, one per core (a
 * 25-megapixel image takes a core and a few hundred MB while decoded); an owner may send logo
 * and banner at once, and 16 uploads wait at most (decision 0078).
 */
export const DEFAULT_UPLOAD_LIMITS: UploadLimitRules = {
  perOrganization: { capacity: 10, windowMs: 60_000 },
  storageBytes: IMAGE_STORAGE_LIMIT_BYTES,
  decodes: { concurrent: 2, queued: 16, perClient: 2 },
};

/** The upload limits of this process: the rate per organization, the quota, the decode queue. */
export function createUploadLimits(rules: UploadLimitRules, maxBuckets: number = DEFAULT_MAX_BUCKETS) {
  const store = createBucketStore(maxBuckets);
  return {
    storageBytes: rules.storageBytes,
    take: (organizationId: string, now: Date) => store.take(organizationId, rules.perOrganization, now.getTime()),
    decodes: createWorkSlots(rules.decodes),
  };
}
export type UploadLimits = ReturnType<typeof createUploadLimits>;
