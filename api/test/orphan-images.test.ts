import { beforeEach, describe, expect, it } from '@rstest/core';
import { ORPHAN_IMAGE_GRACE_MS, sweepOrphanImages } from '../src/db/sweep-orphan-images';
import { send, signIn, useAccountsApp } from './helpers/account-calls';
import { ALLOWED_ORIGIN, call } from './helpers/test-app';
import { imageOf, uploadInit } from './helpers/test-images';

/*
 * Uploads that no page or employee points at (never saved, or replaced since) are deleted
 * after a grace period with the bytes only they used; a younger upload may be a form still
 * being filled in, and anything a table points at stays (decision 0069).
 */
const t = useAccountsApp();
const HOUR = 60 * 60_000;
type Image = { id: string; variants: { url: string }[] };

let cookie = '';
/** Signed in on the clock's present: a day later the last session is over. */
const signInNow = async () => {
  cookie = (await signIn(t(), 'owner@demo-salon.test', 'demo-salon-owner')).cookie ?? '';
};
beforeEach(signInNow);

const uploaded = async (bytes: Uint8Array, purpose = 'logo') => {
  const answer = await call(t().app, `/v0/staff/images?purpose=${purpose}`, uploadInit(bytes, cookie, ALLOWED_ORIGIN));
  expect(answer.status).toBe(201);
  return (answer.body as { results: { image: Image } }).results.image;
};
const savePage = async (logo: Image | null, banner: Image | null = null) => {
  const page = {
    name: 'Haarwerk',
    color: '#0a5c36',
    logo_image: logo?.id ?? null,
    banner_image: banner?.id ?? null,
    instagram_url: null,
    facebook_url: null,
    terms_of_service_url: null,
    privacy_policy_url: null,
    imprint_url: null,
  };
  expect((await send(t(), 'PUT', '/v0/staff/settings/page', page, { cookie })).status).toBe(200);
};
/** Whether every variant of the image is still served. */
const served = async (image: Image) => {
  const answers = await Promise.all(image.variants.map((v) => call(t().app, new URL(v.url).pathname)));
  const statuses = new Set(answers.map((answer) => answer.status));
  if (statuses.size !== 1) throw new Error(`some variants served, some not: ${[...statuses]}`);
  return statuses.has(200);
};
const exists = async (image: Image) =>
  (await t().db.query('SELECT 1 FROM images WHERE id = $1', [image.id])).length === 1;
const sweep = () => sweepOrphanImages(t().db, t().clock.now());

describe('sweeping orphan uploads', () => {
  it('keeps an unsaved upload through its day, then deletes it with its bytes; a saved one stays', async () => {
    const logo = await uploaded(await imageOf(200, 50));
    const banner = await uploaded(await imageOf(1600, 400), 'banner');
    const abandoned = await uploaded(await imageOf(300, 300), 'employee_photo');
    await savePage(logo, banner);

    t().clock.advance(ORPHAN_IMAGE_GRACE_MS - HOUR);
    expect(await sweep()).toBe(0);
    expect(await served(abandoned)).toBe(true);

    t().clock.advance(2 * HOUR);
    expect(await sweep()).toBe(1);
    expect([await exists(abandoned), await served(abandoned)]).toEqual([false, false]);
    expect([await served(logo), await served(banner)]).toEqual([true, true]);
    const orphanBytes = await t().db.query(
      'SELECT 1 FROM image_bytes b WHERE NOT EXISTS (SELECT 1 FROM image_variants v WHERE v.content_hash = b.content_hash)',
    );
    expect(orphanBytes).toEqual([]);
  });

  it('deletes a replaced logo, but not the bytes an image still shown shares with it', async () => {
    const bytes = await imageOf(240, 60);
    const first = await uploaded(bytes);
    await savePage(first);
    // The same file again, saved in its place: equal bytes are stored once for both.
    const again = await uploaded(bytes);
    await savePage(again);
    const fresh = await uploaded(await imageOf(120, 30));

    t().clock.advance(ORPHAN_IMAGE_GRACE_MS + HOUR);
    // `fresh` is a day old and was never saved; `young` is an upload whose form is still open.
    await signInNow();
    const young = await uploaded(await imageOf(90, 30));
    await sweep();
    expect([await exists(first), await exists(fresh)]).toEqual([false, false]);
    expect([await served(again), await served(young)]).toEqual([true, true]);
  });

  it('keeps an image any table points at, a table it was never told of included', async () => {
    await t().db.query(
      `CREATE TABLE staff_badges (organization_id uuid NOT NULL, image_id uuid NOT NULL,
         FOREIGN KEY (organization_id, image_id) REFERENCES images (organization_id, id))`,
    );
    const badge = await uploaded(await imageOf(96, 96), 'employee_photo');
    const [org] = await t().db.query<{ organization_id: string }>('SELECT organization_id FROM images WHERE id = $1', [
      badge.id,
    ]);
    await t().db.query('INSERT INTO staff_badges VALUES ($1, $2)', [org?.organization_id, badge.id]);

    t().clock.advance(ORPHAN_IMAGE_GRACE_MS + HOUR);
    await sweep();
    expect(await served(badge)).toBe(true);
  });
});
