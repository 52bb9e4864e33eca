import type { PageSettings, PageSettingsRequest } from '@booking/shared/contract/page-settings';
import { DEFAULT_THEME_COLOR } from '@booking/shared/contract/safe-values';
import type { Db } from './db';
import { findImages } from './image-repo';

type Row = {
  slug: string;
  vertical: PageSettings['vertical'];
  name: string;
  color: string | null;
  logo_image_id: string | null;
  banner_image_id: string | null;
  instagram_url: string | null;
  facebook_url: string | null;
  terms_of_service_url: string | null;
  privacy_policy_url: string | null;
  imprint_url: string | null;
};

/** The page as its owner set it, with the images' variants. */
export async function getPageSettings(db: Db, organizationId: string, apiBase: string): Promise<PageSettings> {
  const [row] = await db.query<Row>(
    `SELECT slug, vertical, name, color, logo_image_id, banner_image_id, instagram_url, facebook_url,
            terms_of_service_url, privacy_policy_url, imprint_url
       FROM organizations WHERE id = $1`,
    [organizationId],
  );
  if (!row) throw new Error(`organization ${organizationId} not found`);
  const ids = [row.logo_image_id, row.banner_image_id].filter((id): id is string => id !== null);
  const images = await findImages(db, organizationId, ids, apiBase);
  return {
    organization: row.slug,
    vertical: row.vertical,
    name: row.name,
    color: row.color ?? DEFAULT_THEME_COLOR,
    logo: (row.logo_image_id && images.get(row.logo_image_id)) || null,
    banner: (row.banner_image_id && images.get(row.banner_image_id)) || null,
    instagram_url: row.instagram_url,
    facebook_url: row.facebook_url,
    terms_of_service_url: row.terms_of_service_url,
    privacy_policy_url: row.privacy_policy_url,
    imprint_url: row.imprint_url,
  };
}

/**
 * Saves the page. An image is the organization's own upload of the field's purpose, or
 * `image_not_found` at the field (another organization's id is as unknown as a made-up one).
 */
export async function savePageSettings(
  db: Db,
  organizationId: string,
  page: PageSettingsRequest,
): Promise<{ ok: true } | { ok: false; field: 'logo_image' | 'banner_image' }> {
  for (const [field, purpose] of [
    ['logo_image', 'logo'],
    ['banner_image', 'banner'],
  ] as const) {
    const id = page[field];
    if (id === null) continue;
    const [found] = await db.query('SELECT 1 FROM images WHERE organization_id = $1 AND id = $2 AND purpose = $3', [
      organizationId,
      id,
      purpose,
    ]);
    if (!found) return { ok: false, field };
  }
  await db.query(
    `UPDATE organizations
        SET name = $2, color = $3, logo_image_id = $4, banner_image_id = $5, instagram_url = $6,
            facebook_url = $7, terms_of_service_url = $8, privacy_policy_url = $9, imprint_url = $10
      WHERE id = $1`,
    [
      organizationId,
      page.name,
      page.color,
      page.logo_image,
      page.banner_image,
      page.instagram_url,
      page.facebook_url,
      page.terms_of_service_url,
      page.privacy_policy_url,
      page.imprint_url,
    ],
  );
  return { ok: true };
}
