import type { ImagePurpose, ImageVariant, UploadedImage } from '@booking/shared/contract/page-settings';
import type { EncodedImage } from '../images/encode-image';
import type { Db } from './db';

/** Where a variant is served: its content hash is its name, so the address never changes. */
export const imageUrl = (apiBase: string, hash: string) => `${apiBase}/v0/images/${hash}.webp`;

type VariantRow = {
  image_id: string;
  purpose: ImagePurpose;
  name: string;
  width: number;
  height: number;
  content_hash: string;
};

/**
 * The bytes the organization's images take: every variant of every image it uploaded, saved
 * into a page or not yet swept (decision 0078), each counted as often as it is used, so that
 * an upload adds exactly its variants' sizes whatever other images share their bytes.
 */
export async function getImageStorageUsed(db: Db, organizationId: string): Promise<number> {
  const [row] = await db.query<{ used: number }>(
    `SELECT COALESCE(SUM(octet_length(b.bytes)), 0)::float8 AS used
       FROM images i
       JOIN image_variants v ON v.image_id = i.id
       JOIN image_bytes b ON b.content_hash = v.content_hash
      WHERE i.organization_id = $1`,
    [organizationId],
  );
  return row?.used ?? 0;
}

/** Locks the organization's row until the transaction ends: its uploads are stored one at a time. */
export async function lockOrganizationImages(db: Db, organizationId: string): Promise<void> {
  await db.query('SELECT id FROM organizations WHERE id = $1 FOR UPDATE', [organizationId]);
}

/** Stores an encoded upload: the image, its variants, and each variant's bytes once. */
export async function insertImage(
  db: Db,
  organizationId: string,
  purpose: ImagePurpose,
  image: EncodedImage,
  now: Date,
): Promise<string> {
  // A savepoint inside the caller's transaction (the quota check), a transaction on its own.
  return db.savepoint(async (tx) => {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO images (organization_id, purpose, width, height, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [organizationId, purpose, image.width, image.height, now],
    );
    if (!row) throw new Error('image insert returned no row');
    for (const variant of image.variants) {
      await tx.query(
        `INSERT INTO image_bytes (content_hash, content_type, bytes) VALUES ($1, 'image/webp', $2)
         ON CONFLICT (content_hash) DO NOTHING`,
        [variant.hash, variant.bytes],
      );
      await tx.query(
        `INSERT INTO image_variants (image_id, name, width, height, content_hash) VALUES ($1, $2, $3, $4, $5)`,
        [row.id, variant.name, variant.width, variant.height, variant.hash],
      );
    }
    return row.id;
  });
}

/** The organization's images among `ids`, with their variants' addresses; others are left out. */
export async function findImages(
  db: Db,
  organizationId: string,
  ids: readonly string[],
  apiBase: string,
): Promise<Map<string, UploadedImage>> {
  const found = new Map<string, UploadedImage>();
  if (ids.length === 0) return found;
  const rows = await db.query<VariantRow>(
    `SELECT v.image_id, i.purpose, v.name, v.width, v.height, v.content_hash
       FROM images i JOIN image_variants v ON v.image_id = i.id
      WHERE i.organization_id = $1 AND i.id = ANY($2::uuid[])
      ORDER BY v.image_id, v.width, v.name`,
    [organizationId, ids],
  );
  for (const row of rows) {
    const image = found.get(row.image_id) ?? { id: row.image_id, purpose: row.purpose, variants: [] };
    const variant: ImageVariant = {
      name: row.name,
      width: row.width,
      height: row.height,
      url: imageUrl(apiBase, row.content_hash),
    };
    image.variants.push(variant);
    found.set(row.image_id, image);
  }
  return found;
}

/** A variant's bytes by its content hash, or null. */
export async function getImageBytes(db: Db, hash: string): Promise<{ type: string; bytes: Uint8Array } | null> {
  const [row] = await db.query<{ content_type: string; bytes: Uint8Array }>(
    'SELECT content_type, bytes FROM image_bytes WHERE content_hash = $1',
    [hash],
  );
  return row ? { type: row.content_type, bytes: row.bytes } : null;
}
