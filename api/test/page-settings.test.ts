import { createHash } from 'node:crypto';
import { describe, expect, it } from '@rstest/core';
import sharp from 'sharp';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimitRules } from '../src/images/upload-limits';
import { type AccountsApp, confirmedOwner, send, signIn, useAccountsApp } from './helpers/account-calls';
import { ALLOWED_ORIGIN, appOver, call, TEST_LIMITS, TEST_SIGN_IN_LIMITS } from './helpers/test-app';
import { imageOf, plainImageOf, uploadInit } from './helpers/test-images';

// The business's page as its owner sets it (decision 0058): name, colour, https links, and
// images uploaded as bytes, re-encoded and served by content hash from the database.
const t = useAccountsApp();
const PAGE = '/v0/staff/settings/page';
type Variant = { name: string; width: number; height: number; url: string };
type Image = { id: string; purpose: string; variants: Variant[] };

const owner = async () => (await signIn(t(), 'owner@demo-salon.test', 'demo-salon-owner')).cookie ?? '';
const upload = (cookie: string, bytes: Uint8Array, purpose = 'logo') =>
  call(t().app, `/v0/staff/images?purpose=${purpose}`, uploadInit(bytes, cookie, ALLOWED_ORIGIN));
const uploaded = async (cookie: string, bytes: Uint8Array, purpose = 'logo') => {
  const answer = await upload(cookie, bytes, purpose);
  expect(answer.status).toBe(201);
  return (answer.body as { results: { image: Image } }).results.image;
};
const pageOf = (answer: { body: unknown }) =>
  (answer.body as { results: { page: Record<string, unknown> } }).results.page;
const configuration = async (slug: string) =>
  ((await call(t().app, `/v0/configurations/public/booking/${slug}`)).body as { results: { configuration: Config } })
    .results.configuration;
type Config = {
  client_account: { name: string };
  reservations: { customization: Record<string, unknown> & { theme: Record<string, unknown> } };
};
const imageCount = async (app: AccountsApp) =>
  Number((await app.db.query<{ n: string }>('SELECT count(*) AS n FROM images'))[0]?.n);
const pageBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Haarwerk am Park',
  color: '#0a5c36',
  logo_image: null,
  banner_image: null,
  instagram_url: 'https://instagram.com/haarwerk',
  facebook_url: null,
  terms_of_service_url: 'https://haarwerk.example/agb',
  privacy_policy_url: 'https://haarwerk.example/datenschutz',
  imprint_url: 'https://haarwerk.example/impressum',
  ...overrides,
});

/** Polls until `check` passes or `ms` have gone by: a saved change must show within that. */
async function within<T>(ms: number, read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const until = performance.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || performance.now() > until) return value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('the page', () => {
  it('saves name, colour and links; the public configuration shows them within 2 seconds', async () => {
    const cookie = await owner();
    const saved = await send(t(), 'PUT', PAGE, pageBody(), { cookie });
    expect(saved.status).toBe(200);
    expect(pageOf(saved)).toMatchObject({ name: 'Haarwerk am Park', color: '#0a5c36', logo: null });
    const shown = await within(
      2000,
      () => configuration('demo-salon'),
      (c) => c.client_account.name === 'Haarwerk am Park',
    );
    expect(shown.client_account.name).toBe('Haarwerk am Park');
    expect(shown.reservations.customization).toMatchObject({
      terms_of_service_url: 'https://haarwerk.example/agb',
      privacy_policy_url: 'https://haarwerk.example/datenschutz',
      imprint_url: 'https://haarwerk.example/impressum',
    });
    expect(shown.reservations.customization.theme).toMatchObject({
      color: '#0a5c36',
      instagram_url: 'https://instagram.com/haarwerk',
      facebook_url: null,
    });
    expect(pageOf(await send(t(), 'GET', PAGE, undefined, { cookie }))).toMatchObject({ name: 'Haarwerk am Park' });
  });

  it('refuses links that are not https, an empty name and a colour that is not hex, and changes nothing', async () => {
    const cookie = await owner();
    const before = pageOf(await send(t(), 'GET', PAGE, undefined, { cookie }));
    const answer = await send(
      t(),
      'PUT',
      PAGE,
      pageBody({
        name: '',
        color: 'red',
        instagram_url: 'http://instagram.com/haarwerk',
        facebook_url: 'javascript:alert(1)',
        imprint_url: 'haarwerk.example/impressum',
      }),
      { cookie },
    );
    expect(answer.status).toBe(400);
    const fields = (answer.body as { error: { fields: Record<string, { code: string }[]> } }).error.fields;
    expect(fields.instagram_url?.[0]?.code).toBe('https_only');
    expect(fields.facebook_url?.[0]?.code).toBe('https_only');
    expect(fields.imprint_url?.[0]?.code).toBe('https_only');
    expect(fields.name?.[0]?.code).toBe('required');
    expect(fields.color?.[0]?.code).toBe('invalid_format');
    expect(pageOf(await send(t(), 'GET', PAGE, undefined, { cookie }))).toEqual(before);
  });

  it("refuses another organization's image, and an image uploaded for another purpose", async () => {
    const other = await confirmedOwner(t(), 'image-thief');
    const theirs = await uploaded(other.cookie, await imageOf(64, 32));
    const cookie = await owner();
    const stolen = await send(t(), 'PUT', PAGE, pageBody({ logo_image: theirs.id }), { cookie });
    expect(stolen.status).toBe(400);
    expect(stolen.body).toEqual({
      error: { code: 'invalid_input', fields: { logo_image: [{ code: 'image_not_found' }] } },
    });
    const logo = await uploaded(cookie, await imageOf(64, 32));
    const wrongPurpose = await send(t(), 'PUT', PAGE, pageBody({ banner_image: logo.id }), { cookie });
    expect(wrongPurpose.body).toEqual({
      error: { code: 'invalid_input', fields: { banner_image: [{ code: 'image_not_found' }] } },
    });
  });
});

describe('links', () => {
  const fieldsOf = (answer: { body: unknown }) =>
    (answer.body as { error: { fields: Record<string, { code: string }[]> } }).error.fields;

  it.each([
    ['a NUL', 'https://haarwerk.example/\u0000', 'invalid_characters'],
    ['no slashes', 'https:evil.example', 'https_only'],
    ['backslashes', 'https:\\\\evil.example', 'https_only'],
    ['a user name and password', 'https://user:pass@haarwerk.example/agb', 'no_credentials'],
  ])('refuses a link with %s at its field, before the database', async (_, link, code) => {
    const cookie = await owner();
    for (const field of ['terms_of_service_url', 'privacy_policy_url', 'imprint_url'] as const) {
      const answer = await send(t(), 'PUT', PAGE, pageBody({ [field]: link }), { cookie });
      expect(answer.status).toBe(400);
      expect(fieldsOf(answer)).toEqual({ [field]: [{ code }] });
    }
  });

  it('keeps a link as a browser writes it: scheme and host in lower case', async () => {
    const cookie = await owner();
    const saved = await send(t(), 'PUT', PAGE, pageBody({ imprint_url: 'HTTPS://HAARWERK.EXAMPLE' }), { cookie });
    expect(saved.status).toBe(200);
    expect(pageOf(saved).imprint_url).toBe('https://haarwerk.example/');
    const stored = await t().db.query("SELECT imprint_url FROM organizations WHERE slug = 'demo-salon'");
    expect(stored).toEqual([{ imprint_url: 'https://haarwerk.example/' }]);
  });

  it('takes Instagram links on instagram.com only, and Facebook links on facebook.com or fb.com', async () => {
    const cookie = await owner();
    const refused = await send(
      t(),
      'PUT',
      PAGE,
      pageBody({
        instagram_url: 'https://instagram.com.evil.example/haarwerk',
        facebook_url: 'https://evil.example/fb',
      }),
      { cookie },
    );
    expect(fieldsOf(refused)).toEqual({
      instagram_url: [{ code: 'instagram_only' }],
      facebook_url: [{ code: 'facebook_only' }],
    });
    const saved = await send(
      t(),
      'PUT',
      PAGE,
      pageBody({ instagram_url: 'https://www.instagram.com/haarwerk', facebook_url: 'https://fb.com/haarwerk' }),
      { cookie },
    );
    expect(pageOf(saved)).toMatchObject({
      instagram_url: 'https://www.instagram.com/haarwerk',
      facebook_url: 'https://fb.com/haarwerk',
    });
  });
});

describe('uploads', () => {
  it('re-encodes a PNG logo into 1x/2x/3x WebP, served by content hash for good; the page shows the 3x', async () => {
    const cookie = await owner();
    const logo = await uploaded(cookie, await imageOf(1200, 300));
    expect(logo.variants.map(({ name, width, height }) => ({ name, width, height }))).toEqual([
      { name: '1x', width: 160, height: 40 },
      { name: '2x', width: 320, height: 80 },
      { name: '3x', width: 480, height: 120 },
    ]);
    for (const variant of logo.variants) {
      const response = await t().app.request(new URL(variant.url).pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(variant.url).toContain(createHash('sha256').update(bytes).digest('hex'));
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: variant.width });
    }
    await send(t(), 'PUT', PAGE, pageBody({ logo_image: logo.id }), { cookie });
    const shown = await configuration('demo-salon');
    expect(shown.reservations.customization.theme.logo).toBe(logo.variants[2]?.url);
  });

  it('makes a JPEG banner into the densities of the configuration and widths for a phone', async () => {
    const cookie = await owner();
    const banner = await uploaded(cookie, await imageOf(3000, 600, 'jpeg'), 'banner');
    expect(banner.variants.map((v) => `${v.name}:${v.width}x${v.height}`)).toEqual([
      'w360:360x72',
      'w720:720x144',
      'w1080:1080x216',
      '1x:1280x256',
      '2x:2560x512',
      '3x:3000x600',
    ]);
    await send(t(), 'PUT', PAGE, pageBody({ banner_image: banner.id }), { cookie });
    const url = (name: string) => banner.variants.find((v) => v.name === name)?.url;
    expect((await configuration('demo-salon')).reservations.customization.theme.header_background_image).toEqual({
      '1x': url('1x'),
      '2x': url('2x'),
      '3x': url('3x'),
      '360w': url('w360'),
      '720w': url('w720'),
      '1080w': url('w1080'),
    });
  });

  it('takes a WebP, and reads the format from the content (a JPEG named .png is a JPEG)', async () => {
    const cookie = await owner();
    expect((await upload(cookie, await imageOf(100, 100, 'webp'))).status).toBe(201);
    expect((await upload(cookie, await imageOf(100, 100, 'jpeg'))).status).toBe(201);
  });

  const refusals: [string, () => Promise<Uint8Array>, string][] = [
    [
      'a GIF',
      async () =>
        new Uint8Array(
          await sharp(await imageOf(20, 20))
            .gif()
            .toBuffer(),
        ),
      'image_type',
    ],
    ['a PDF renamed logo.png', async () => new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'image_type'],
    [
      'an SVG inside a PNG name',
      async () =>
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9"/></svg>'),
      'image_type',
    ],
    [
      'a decompression bomb (7000 x 7000 of one colour, a few KB)',
      () => plainImageOf(7000, 7000),
      'image_too_many_pixels',
    ],
    // Over the 25 megapixels one decode may take (decision 0078), refused at its header.
    ['a 26-megapixel image (6500 x 4000 of one colour)', () => plainImageOf(6500, 4000), 'image_too_many_pixels'],
    ['a cut-off PNG', async () => (await imageOf(200, 200)).slice(0, 120), 'image_unreadable'],
  ];
  it.each(refusals)('refuses %s at the file field, and stores nothing', async (_, bytesOf, code) => {
    const cookie = await owner();
    const before = await imageCount(t());
    const bytes = await bytesOf();
    const answer = await upload(cookie, bytes);
    expect(answer.status).toBe(400);
    expect((answer.body as { error: { fields: { file: { code: string }[] } } }).error.fields.file[0]?.code).toBe(code);
    expect(await imageCount(t())).toBe(before);
  });

  it('refuses 6 MB before reading it whole, with or without its length said first', async () => {
    const cookie = await owner();
    const before = await imageCount(t());
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(await imageOf(10, 10));
    const said = await call(t().app, '/v0/staff/images?purpose=logo', {
      ...uploadInit(big, cookie, ALLOWED_ORIGIN),
      headers: {
        cookie,
        origin: ALLOWED_ORIGIN,
        'content-type': 'application/octet-stream',
        'content-length': String(big.length),
      },
    });
    const streamed = await upload(cookie, big);
    for (const answer of [said, streamed]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error: {
          code: 'invalid_input',
          fields: { file: [{ code: 'image_too_large', params: { max: 5 * 1024 * 1024 } }] },
        },
      });
    }
    expect(await imageCount(t())).toBe(before);
  });

  it('refuses an upload as a form (multipart) or JSON, or from another origin: a cross-site post stores nothing', async () => {
    const cookie = await owner();
    const before = await imageCount(t());
    const png = await imageOf(20, 20);
    for (const type of [
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
      'text/plain',
      'application/json',
    ]) {
      const answer = await call(t().app, '/v0/staff/images?purpose=logo', {
        method: 'POST',
        headers: { cookie, origin: ALLOWED_ORIGIN, 'content-type': type },
        body: png,
      });
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual({
        error: { code: 'unsupported_media_type', params: { expected: 'application/octet-stream' } },
      });
    }
    const forged = await call(
      t().app,
      '/v0/staff/images?purpose=logo',
      uploadInit(png, cookie, 'https://evil.example'),
    );
    expect(forged.status).toBe(403);
    expect(await imageCount(t())).toBe(before);
  });

  it('refuses an unknown purpose, and answers 404 for an image that is not there', async () => {
    const cookie = await owner();
    const answer = await upload(cookie, await imageOf(20, 20), 'wallpaper');
    expect(answer.status).toBe(400);
    expect((await call(t().app, `/v0/images/${'0'.repeat(64)}.webp`)).status).toBe(404);
    expect((await call(t().app, '/v0/images/logo.svg')).status).toBe(400);
  });
});

describe('upload limits per organization', () => {
  /** An app over the same database with the upload limits under test (sessions are in the database). */
  const limitedApp = (limits: Partial<UploadLimitRules>) =>
    appOver(t().db, t().clock, TEST_LIMITS, TEST_SIGN_IN_LIMITS, {
      uploadLimits: { ...DEFAULT_UPLOAD_LIMITS, ...limits },
    });
  const uploadTo = (app: ReturnType<typeof appOver>, cookie: string, bytes: Uint8Array) =>
    call(app, '/v0/staff/images?purpose=logo', uploadInit(bytes, cookie, ALLOWED_ORIGIN));
  type Stored = { results: { image: Image; image_storage: { used_bytes: number; limit_bytes: number } } };

  it('refuses the 11th upload of an organization in a minute with 429 and Retry-After; others upload on', async () => {
    const app = limitedApp({});
    const { cookie } = await confirmedOwner(t(), 'many-uploads');
    const bytes = await imageOf(8, 8);
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await uploadTo(app, cookie, bytes)).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    const refused = await uploadTo(app, cookie, bytes);
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect((await uploadTo(app, await owner(), bytes)).status).toBe(201);
    t().clock.advance(seconds * 1000);
    expect((await uploadTo(app, cookie, bytes)).status).toBe(201);
  });

  it('refuses an upload over the quota with storage_full and the amount used, and stores nothing', async () => {
    const { cookie } = await confirmedOwner(t(), 'full-store');
    const first = await uploadTo(limitedApp({}), cookie, await imageOf(64, 64));
    expect(first.status).toBe(201);
    const used = (first.body as Stored).results.image_storage.used_bytes;
    expect(used).toBeGreaterThan(0);
    expect((first.body as Stored).results.image_storage.limit_bytes).toBe(50_000_000);

    const app = limitedApp({ storageBytes: used + 100 });
    const before = await imageCount(t());
    const refused = await uploadTo(app, cookie, await imageOf(300, 200));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: { code: 'storage_full', params: { used_bytes: used, limit_bytes: used + 100 } },
    });
    expect(await imageCount(t())).toBe(before);
    // The owner sees what is used beside the page.
    const page = await call(app, PAGE, { headers: { cookie } });
    expect((page.body as { results: { image_storage: unknown } }).results.image_storage).toEqual({
      used_bytes: used,
      limit_bytes: used + 100,
    });
    // Full to the byte: refused before the upload is even decoded.
    const full = limitedApp({ storageBytes: used });
    expect((await uploadTo(full, cookie, await imageOf(8, 8))).body).toMatchObject({ error: { code: 'storage_full' } });
  });

  it('names the pixel bound of 25 million when it refuses an image over it', async () => {
    const answer = await upload(await owner(), await plainImageOf(6500, 4000));
    expect(answer.body).toEqual({
      error: {
        code: 'invalid_input',
        fields: { file: [{ code: 'image_too_many_pixels', params: { max: 25_000_000 } }] },
      },
    });
  });
});
