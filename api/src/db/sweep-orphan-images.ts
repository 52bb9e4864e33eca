import type { Db } from './db';

/**
 * How long an upload may stay without anything pointing at it: the owner uploads first and
 * saves the form later, so a young image is an upload in progress, not an orphan.
 */
export const ORPHAN_IMAGE_GRACE_MS = 24 * 60 * 60_000;
/** How often each API process sweeps; the sweep is idempotent, so replicas may overlap. */
export const IMAGE_SWEEP_INTERVAL_MS = 60 * 60_000;
/** Images deleted per sweep at most; the rest waits for the next one. */
const BATCH = 500;

/**
 * Every column that points at an image: the foreign keys onto `images.id` (a composite key
 * such as (organization, image) included), apart from the image's own parts, which go with it
 * (ON DELETE CASCADE). Read from the catalog, so a table that starts pointing at images (an
 * employee's photo, say) protects its images without this sweep having to be told.
 */
async function imageReferences(db: Db): Promise<{ table_sql: string; column_sql: string }[]> {
  return db.query(
    `SELECT c.conrelid::regclass::text AS table_sql, quote_ident(a.attname) AS column_sql
       FROM pg_constraint c
       CROSS JOIN LATERAL unnest(c.conkey, c.confkey) AS k(own, referenced)
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.own
       JOIN pg_attribute r ON r.attrelid = c.confrelid AND r.attnum = k.referenced
      WHERE c.contype = 'f' AND c.confrelid = 'images'::regclass AND r.attname = 'id' AND c.confdeltype <> 'c'
      ORDER BY 1, 2`,
  );
}

/**
 * Deletes uploads nothing points at once they are older than the grace period (never saved
 * into a page or an employee, or replaced since), with their variants, and then the bytes no
 * variant uses any more (equal bytes are stored once for every image that has them). Returns
 * how many images went.
 *
 * Bytes are shared, so an upload that finds its bytes stored already only adds a variant
 * pointing at them: the sweep locks `image_bytes` against writers first, so it never deletes
 * bytes that an upload in flight is about to point at (uploads wait for the short sweep).
 */
export async function sweepOrphanImages(db: Db, now: Date): Promise<number> {
  const references = await imageReferences(db);
  const unreferenced = references
    .map(({ table_sql, column_sql }) => `AND NOT EXISTS (SELECT 1 FROM ${table_sql} x WHERE x.${column_sql} = i.id)`)
    .join('\n          ');
  const before = new Date(now.getTime() - ORPHAN_IMAGE_GRACE_MS);
  return db.transaction(async (tx) => {
    await tx.query('LOCK TABLE image_bytes IN SHARE ROW EXCLUSIVE MODE');
    const deleted = await tx.query<{ id: string }>(
      `DELETE FROM images WHERE id IN (
         SELECT i.id FROM images i
          WHERE i.created_at < $1
          ${unreferenced}
          ORDER BY i.created_at LIMIT ${BATCH})
       RETURNING id`,
      [before],
    );
    if (deleted.length > 0) {
      await tx.query(
        `DELETE FROM image_bytes b WHERE NOT EXISTS (SELECT 1 FROM image_variants v WHERE v.content_hash = b.content_hash)`,
      );
    }
    return deleted.length;
  });
}
