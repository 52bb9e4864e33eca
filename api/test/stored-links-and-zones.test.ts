import { checkPageLink, type LinkSite, PAGE_LINK_PATTERN } from '@booking/shared/contract/page-link';
import { canonicalZone, RENAMED_ZONES } from '@booking/shared/time/canonical-zone';
import { describe, expect, it } from '@rstest/core';
import fc from 'fast-check';
import { SQLSTATE, sqlState } from '../src/db/db';
import { migrate, readMigrations } from '../src/db/migrate';
import { useTestApp } from './helpers/test-app';
import { createTestDb } from './helpers/test-db';

/*
 * The contract and the database hold one rule for page links and time zones (decision
 * 0077): everything the contract keeps, the database takes; what the database refuses, the
 * contract never gives it. A value between the two would answer 500.
 */
const t = useTestApp();

const COLUMN: Record<LinkSite, string> = { any: 'imprint_url', instagram: 'instagram_url', facebook: 'facebook_url' };

const ODD_HOSTS = [
  'EXAMPLE.COM',
  'münchen.example',
  'xn--mnchen-3ya.example',
  '127.0.0.1',
  '[::1]',
  'a_b.example',
  'localhost',
];
const SITE_HOSTS: Record<LinkSite, fc.Arbitrary<string>> = {
  any: fc.oneof(fc.domain(), fc.constantFrom(...ODD_HOSTS)),
  instagram: fc.oneof(
    fc.constantFrom('instagram.com', 'www.instagram.com', 'INSTAGRAM.COM', 'ｉｎｓｔａｇｒａｍ.com', 'instagram.com.'),
    fc.domain().map((domain) => `${domain}.instagram.com`),
    fc.constantFrom('instagram.com.evil.example', 'evilinstagram.com', 'facebook.com'),
  ),
  facebook: fc.oneof(
    fc.constantFrom('facebook.com', 'm.facebook.com', 'fb.com', 'www.fb.com', 'FaceBook.com', 'facebook.com.'),
    fc.domain().map((domain) => `${domain}.fb.com`),
    fc.constantFrom('facebook.com.evil.example', 'notfb.com', 'instagram.com'),
  ),
};

/** Text someone might type as a link to `site`, or paste by mistake: odd schemes, hosts, credentials, any characters. */
const typedLink = (site: LinkSite) =>
  fc
    .tuple(
      fc.oneof(
        { weight: 3, arbitrary: fc.constant('https://') },
        fc.constantFrom('HTTPS://', 'hTTps://', 'https:', 'https:/', 'https:\\\\', 'https:///', 'http://'),
      ),
      fc.oneof({ weight: 3, arbitrary: fc.constant('') }, fc.constantFrom('user@', 'user:pass@', ':@')),
      SITE_HOSTS[site],
      fc.oneof({ weight: 3, arbitrary: fc.constant('') }, fc.constantFrom(':443', ':8080', ':99999')),
      fc.constantFrom('', '/', '/', '?', '#', '\\'),
      fc.string({
        unit: fc.constantFrom(
          'a',
          'Ä',
          ' ',
          '/',
          '\\',
          '%',
          '@',
          ':',
          '?',
          '#',
          '"',
          '<',
          '`',
          '{',
          '\u00ad',
          '\u0000',
        ),
        maxLength: 12,
      }),
    )
    .map((parts) => parts.join(''));

const anyLink = (site: LinkSite) =>
  fc.oneof(
    { weight: 3, arbitrary: typedLink(site) },
    fc.webUrl({
      validSchemes: ['https'],
      authoritySettings: { withUserInfo: true, withPort: true, withIPv4: true },
      withQueryParameters: true,
      withFragments: true,
    }),
    fc.string({ maxLength: 40 }).map((text) => `https://${text}`),
  );

describe('page links', () => {
  it("the database's page_link pattern is the contract's", async () => {
    const [row] = await t().db.query<{ def: string }>(
      `SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c JOIN pg_type ty ON ty.oid = c.contypid
        WHERE ty.typname = 'page_link' AND c.conname = 'page_link_format'`,
    );
    const pattern = /VALUE ~ '(.*)'::text/.exec(row?.def ?? '')?.[1]?.replaceAll("''", "'");
    expect(pattern).toBe(PAGE_LINK_PATTERN);
  });

  it.each(['any', 'instagram', 'facebook'] as const)(
    'every %s link the contract keeps, the database takes, and the contract keeps it as it is',
    async (site) => {
      let kept = 0;
      await fc.assert(
        fc.asyncProperty(anyLink(site), async (text) => {
          const link = checkPageLink(text, site);
          if (!link.ok) return;
          kept++;
          expect(checkPageLink(link.value, site)).toEqual(link);
          await t().db.query(`UPDATE organizations SET ${COLUMN[site]} = $1 WHERE slug = 'demo-salon'`, [link.value]);
        }),
        { seed: 20_261_201, numRuns: 500 },
      );
      // The property says something only if enough links got through.
      expect(kept).toBeGreaterThan(50);
    },
  );
});

const failure = async (sql: string, params: unknown[]) => {
  try {
    await t().db.query(sql, params);
    return null;
  } catch (error) {
    return sqlState(error) ?? String(error);
  }
};

describe('time zones', () => {
  it('every zone the contract takes, the database takes under its canonical name, and knows its clock', async () => {
    const given = [...Intl.supportedValuesOf('timeZone'), 'UTC', 'utc', 'Etc/UTC', 'GMT', 'US/Eastern', 'europe/kiev'];
    for (const zone of given) {
      const canonical = canonicalZone(zone);
      expect(canonical).not.toBeNull();
      expect(await failure('SELECT $1::time_zone, now() AT TIME ZONE $1', [canonical])).toBeNull();
    }
  });

  it('the database refuses every name the contract renames, and a lower-case name', async () => {
    for (const old of [...Object.keys(RENAMED_ZONES), 'utc', 'europe/berlin']) {
      expect(await failure('SELECT $1::time_zone', [old])).toBe(SQLSTATE.checkViolation);
    }
  });
});

describe('migration 0034', () => {
  it('rewrites the links and zones stored before it as the contract keeps them now', async () => {
    const db = await createTestDb();
    try {
      const migrations = await readMigrations();
      await migrate(
        db,
        migrations.filter((m) => m.version < '0034'),
      );
      const [org] = await db.query<{ id: string }>(
        `INSERT INTO organizations (slug, vertical, name, timezone, instagram_url, facebook_url, terms_of_service_url,
                                    privacy_policy_url, imprint_url)
         VALUES ('old-salon', 'beauty', 'Old', 'utc', 'https://www.instagram.com/old', 'https://evil.example/fb',
                 'https://User:Pass@EXAMPLE.com/agb', 'https://example.com/über uns', 'http://example.com/impressum')
         RETURNING id`,
      );
      const zones = ['Europe/Kiev', 'asia/calcutta', 'Etc/UTC', 'US/Eastern', 'europe/berlin', 'Europe/Bratislava'];
      for (const [i, zone] of zones.entries()) {
        await db.query(
          `INSERT INTO branches (organization_id, slug, name, street, zip, city, country, timezone)
           VALUES ($1, $2, 'B', 'Str', '10115', 'Berlin', 'DE', $3)`,
          [org?.id, `b${i}`, zone],
        );
      }
      await migrate(db, migrations);
      expect(
        await db.query(
          `SELECT timezone, instagram_url, facebook_url, terms_of_service_url, privacy_policy_url, imprint_url
             FROM organizations WHERE slug = 'old-salon'`,
        ),
      ).toEqual([
        {
          timezone: 'UTC',
          instagram_url: 'https://www.instagram.com/old',
          facebook_url: null,
          terms_of_service_url: 'https://example.com/agb',
          privacy_policy_url: 'https://example.com/%C3%BCber%20uns',
          imprint_url: null,
        },
      ]);
      const stored = await db.query<{ timezone: string }>('SELECT timezone FROM branches ORDER BY slug');
      expect(stored.map((row) => row.timezone)).toEqual([
        'Europe/Kyiv',
        'Asia/Kolkata',
        'UTC',
        'America/New_York',
        'Europe/Berlin',
        'Europe/Bratislava',
      ]);
      expect(stored.map((row) => row.timezone)).toEqual(zones.map((zone) => canonicalZone(zone)));
    } finally {
      await db.close();
    }
  });
});
