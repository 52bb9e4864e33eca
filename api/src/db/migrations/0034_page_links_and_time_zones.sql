-- Page links and time zones as the contract keeps them (docs/decisions/0077). Runs unchanged
-- on PGlite and PostgreSQL 15+.

-- A page link as the contract writes it (shared/src/contract/page-link.ts, PAGE_LINK_PATTERN,
-- which a test holds equal to this one): https, a DNS host name in lower case, no user name or
-- password, printable ASCII. `http_url` stays for the image columns the demo data fills.
CREATE DOMAIN page_link AS text
  CONSTRAINT page_link_format CHECK (VALUE ~ '^https://[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::[0-9]{1,5})?(?:[/?#][\x21-\x7e]*)?$')
  CONSTRAINT page_link_length CHECK (length(VALUE) <= 2000);

-- Links stored before: the scheme and host in lower case, a user name and password dropped,
-- every byte of the rest outside printable ASCII percent-encoded (as a browser sends it);
-- what still is no page link (http, an odd host) becomes none, as the public page showed it.
CREATE FUNCTION page_link_of(link text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  parts text[] := regexp_match(link, '^([A-Za-z]+)://([^/?#]*)(.*)$');
  rest bytea;
  encoded text := '';
  i integer;
BEGIN
  IF parts IS NULL OR lower(parts[1]) <> 'https' THEN
    RETURN NULL;
  END IF;
  rest := convert_to(parts[3], 'UTF8');
  FOR i IN 0 .. length(rest) - 1 LOOP
    encoded := encoded || CASE
      WHEN get_byte(rest, i) BETWEEN 33 AND 126 THEN chr(get_byte(rest, i))
      ELSE '%' || upper(lpad(to_hex(get_byte(rest, i)), 2, '0'))
    END;
  END LOOP;
  link := 'https://' || lower(regexp_replace(parts[2], '^.*@', '')) || encoded;
  IF link ~ '^https://[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::[0-9]{1,5})?(?:[/?#][\x21-\x7e]*)?$' AND length(link) <= 2000 THEN
    RETURN link;
  END IF;
  RETURN NULL;
END
$$;

ALTER TABLE organizations
  ALTER COLUMN instagram_url TYPE page_link USING page_link_of(instagram_url),
  ALTER COLUMN facebook_url TYPE page_link USING page_link_of(facebook_url),
  ALTER COLUMN terms_of_service_url TYPE page_link USING page_link_of(terms_of_service_url),
  ALTER COLUMN privacy_policy_url TYPE page_link USING page_link_of(privacy_policy_url),
  ALTER COLUMN imprint_url TYPE page_link USING page_link_of(imprint_url);
DROP FUNCTION page_link_of(text);

-- The social links lead to their own sites (instagram.com; facebook.com or fb.com; any
-- subdomain of them): one elsewhere becomes none.
UPDATE organizations SET instagram_url = NULL
 WHERE instagram_url !~ '^https://(?:[a-z0-9-]+\.)*instagram\.com(?:[:/?#]|$)';
UPDATE organizations SET facebook_url = NULL
 WHERE facebook_url !~ '^https://(?:[a-z0-9-]+\.)*(?:facebook|fb)\.com(?:[:/?#]|$)';
ALTER TABLE organizations ADD CONSTRAINT organizations_instagram_url_site
  CHECK (instagram_url ~ '^https://(?:[a-z0-9-]+\.)*instagram\.com(?:[:/?#]|$)');
ALTER TABLE organizations ADD CONSTRAINT organizations_facebook_url_site
  CHECK (facebook_url ~ '^https://(?:[a-z0-9-]+\.)*(?:facebook|fb)\.com(?:[:/?#]|$)');

-- Time zones under the IANA database's current names (shared/src/time/canonical-zone.ts):
-- the spelling first (`europe/berlin`: Intl took any case), then older names and links to the
-- zone's own name, as the contract resolves them (the list is what it gives for every name
-- PostgreSQL knows).
CREATE TEMPORARY TABLE zone_names (name text PRIMARY KEY, canonical text NOT NULL);
INSERT INTO zone_names (name, canonical) VALUES
  ('Africa/Asmera', 'Africa/Asmara'),
  ('Africa/Timbuktu', 'Africa/Bamako'),
  ('America/Argentina/ComodRivadavia', 'America/Argentina/Catamarca'),
  ('America/Atka', 'America/Adak'),
  ('America/Buenos_Aires', 'America/Argentina/Buenos_Aires'),
  ('America/Catamarca', 'America/Argentina/Catamarca'),
  ('America/Coral_Harbour', 'America/Atikokan'),
  ('America/Cordoba', 'America/Argentina/Cordoba'),
  ('America/Ensenada', 'America/Tijuana'),
  ('America/Fort_Wayne', 'America/Indiana/Indianapolis'),
  ('America/Godthab', 'America/Nuuk'),
  ('America/Indianapolis', 'America/Indiana/Indianapolis'),
  ('America/Jujuy', 'America/Argentina/Jujuy'),
  ('America/Knox_IN', 'America/Indiana/Knox'),
  ('America/Louisville', 'America/Kentucky/Louisville'),
  ('America/Mendoza', 'America/Argentina/Mendoza'),
  ('America/Montreal', 'America/Toronto'),
  ('America/Nipigon', 'America/Toronto'),
  ('America/Pangnirtung', 'America/Iqaluit'),
  ('America/Porto_Acre', 'America/Rio_Branco'),
  ('America/Rainy_River', 'America/Winnipeg'),
  ('America/Rosario', 'America/Argentina/Cordoba'),
  ('America/Santa_Isabel', 'America/Tijuana'),
  ('America/Shiprock', 'America/Denver'),
  ('America/Thunder_Bay', 'America/Toronto'),
  ('America/Virgin', 'America/St_Thomas'),
  ('America/Yellowknife', 'America/Edmonton'),
  ('Antarctica/South_Pole', 'Antarctica/McMurdo'),
  ('Asia/Ashkhabad', 'Asia/Ashgabat'),
  ('Asia/Calcutta', 'Asia/Kolkata'),
  ('Asia/Choibalsan', 'Asia/Ulaanbaatar'),
  ('Asia/Chongqing', 'Asia/Shanghai'),
  ('Asia/Chungking', 'Asia/Shanghai'),
  ('Asia/Dacca', 'Asia/Dhaka'),
  ('Asia/Harbin', 'Asia/Shanghai'),
  ('Asia/Istanbul', 'Europe/Istanbul'),
  ('Asia/Kashgar', 'Asia/Urumqi'),
  ('Asia/Katmandu', 'Asia/Kathmandu'),
  ('Asia/Macao', 'Asia/Macau'),
  ('Asia/Rangoon', 'Asia/Yangon'),
  ('Asia/Saigon', 'Asia/Ho_Chi_Minh'),
  ('Asia/Tel_Aviv', 'Asia/Jerusalem'),
  ('Asia/Thimbu', 'Asia/Thimphu'),
  ('Asia/Ujung_Pandang', 'Asia/Makassar'),
  ('Asia/Ulan_Bator', 'Asia/Ulaanbaatar'),
  ('Atlantic/Faeroe', 'Atlantic/Faroe'),
  ('Atlantic/Jan_Mayen', 'Arctic/Longyearbyen'),
  ('Australia/ACT', 'Australia/Sydney'),
  ('Australia/Canberra', 'Australia/Sydney'),
  ('Australia/Currie', 'Australia/Hobart'),
  ('Australia/LHI', 'Australia/Lord_Howe'),
  ('Australia/NSW', 'Australia/Sydney'),
  ('Australia/North', 'Australia/Darwin'),
  ('Australia/Queensland', 'Australia/Brisbane'),
  ('Australia/South', 'Australia/Adelaide'),
  ('Australia/Tasmania', 'Australia/Hobart'),
  ('Australia/Victoria', 'Australia/Melbourne'),
  ('Australia/West', 'Australia/Perth'),
  ('Australia/Yancowinna', 'Australia/Broken_Hill'),
  ('Brazil/Acre', 'America/Rio_Branco'),
  ('Brazil/DeNoronha', 'America/Noronha'),
  ('Brazil/East', 'America/Sao_Paulo'),
  ('Brazil/West', 'America/Manaus'),
  ('CET', 'Europe/Brussels'),
  ('Canada/Atlantic', 'America/Halifax'),
  ('Canada/Central', 'America/Winnipeg'),
  ('Canada/Eastern', 'America/Toronto'),
  ('Canada/Mountain', 'America/Edmonton'),
  ('Canada/Newfoundland', 'America/St_Johns'),
  ('Canada/Pacific', 'America/Vancouver'),
  ('Canada/Saskatchewan', 'America/Regina'),
  ('Canada/Yukon', 'America/Whitehorse'),
  ('Chile/Continental', 'America/Santiago'),
  ('Chile/EasterIsland', 'Pacific/Easter'),
  ('Cuba', 'America/Havana'),
  ('EET', 'Europe/Athens'),
  ('EST', 'America/Panama'),
  ('Egypt', 'Africa/Cairo'),
  ('Eire', 'Europe/Dublin'),
  ('Etc/GMT', 'UTC'),
  ('Etc/GMT+0', 'UTC'),
  ('Etc/GMT-0', 'UTC'),
  ('Etc/GMT0', 'UTC'),
  ('Etc/Greenwich', 'UTC'),
  ('Etc/UCT', 'UTC'),
  ('Etc/UTC', 'UTC'),
  ('Etc/Universal', 'UTC'),
  ('Etc/Zulu', 'UTC'),
  ('Europe/Belfast', 'Europe/London'),
  ('Europe/Kiev', 'Europe/Kyiv'),
  ('Europe/Nicosia', 'Asia/Nicosia'),
  ('Europe/Tiraspol', 'Europe/Chisinau'),
  ('Europe/Uzhgorod', 'Europe/Kyiv'),
  ('Europe/Zaporozhye', 'Europe/Kyiv'),
  ('GB', 'Europe/London'),
  ('GMT', 'UTC'),
  ('Greenwich', 'UTC'),
  ('HST', 'Pacific/Honolulu'),
  ('Hongkong', 'Asia/Hong_Kong'),
  ('Iceland', 'Atlantic/Reykjavik'),
  ('Iran', 'Asia/Tehran'),
  ('Israel', 'Asia/Jerusalem'),
  ('Jamaica', 'America/Jamaica'),
  ('Japan', 'Asia/Tokyo'),
  ('Kwajalein', 'Pacific/Kwajalein'),
  ('Libya', 'Africa/Tripoli'),
  ('MET', 'Europe/Brussels'),
  ('MST', 'America/Phoenix'),
  ('Mexico/BajaNorte', 'America/Tijuana'),
  ('Mexico/BajaSur', 'America/Mazatlan'),
  ('Mexico/General', 'America/Mexico_City'),
  ('NZ', 'Pacific/Auckland'),
  ('Navajo', 'America/Denver'),
  ('PRC', 'Asia/Shanghai'),
  ('Pacific/Enderbury', 'Pacific/Kanton'),
  ('Pacific/Johnston', 'Pacific/Honolulu'),
  ('Pacific/Ponape', 'Pacific/Pohnpei'),
  ('Pacific/Samoa', 'Pacific/Pago_Pago'),
  ('Pacific/Truk', 'Pacific/Chuuk'),
  ('Pacific/Yap', 'Pacific/Chuuk'),
  ('Poland', 'Europe/Warsaw'),
  ('Portugal', 'Europe/Lisbon'),
  ('ROC', 'Asia/Taipei'),
  ('ROK', 'Asia/Seoul'),
  ('Singapore', 'Asia/Singapore'),
  ('Turkey', 'Europe/Istanbul'),
  ('UCT', 'UTC'),
  ('US/Alaska', 'America/Anchorage'),
  ('US/Aleutian', 'America/Adak'),
  ('US/Arizona', 'America/Phoenix'),
  ('US/Central', 'America/Chicago'),
  ('US/East-Indiana', 'America/Indiana/Indianapolis'),
  ('US/Eastern', 'America/New_York'),
  ('US/Hawaii', 'Pacific/Honolulu'),
  ('US/Indiana-Starke', 'America/Indiana/Knox'),
  ('US/Michigan', 'America/Detroit'),
  ('US/Mountain', 'America/Denver'),
  ('US/Pacific', 'America/Los_Angeles'),
  ('US/Samoa', 'Pacific/Pago_Pago'),
  ('Universal', 'UTC'),
  ('WET', 'Europe/Lisbon'),
  ('Zulu', 'UTC');

UPDATE organizations o SET timezone = n.name FROM pg_timezone_names n
 WHERE lower(o.timezone) = lower(n.name) AND o.timezone <> n.name AND n.name !~ '^(posix|right)/';
UPDATE branches b SET timezone = n.name FROM pg_timezone_names n
 WHERE lower(b.timezone) = lower(n.name) AND b.timezone <> n.name AND n.name !~ '^(posix|right)/';
UPDATE organizations o SET timezone = z.canonical FROM zone_names z WHERE o.timezone = z.name;
UPDATE branches b SET timezone = z.canonical FROM zone_names z WHERE b.timezone = z.name;
DROP TABLE zone_names;

-- The truth behind the contract: a canonical name's shape (`UTC`, `Area/Place`), and none of
-- the names Intl may still give for a zone IANA renamed (RENAMED_ZONES; a test checks each).
CREATE DOMAIN time_zone AS text CONSTRAINT time_zone_canonical CHECK (
  VALUE ~ '^(?:UTC|[A-Z][A-Za-z]*(?:/[A-Z0-9][A-Za-z0-9_+-]*)+)$'
  AND VALUE NOT IN (
    'Africa/Asmera', 'America/Buenos_Aires', 'America/Catamarca', 'America/Coral_Harbour', 'America/Cordoba',
    'America/Godthab', 'America/Indianapolis', 'America/Jujuy', 'America/Louisville', 'America/Mendoza',
    'Asia/Calcutta', 'Asia/Katmandu', 'Asia/Rangoon', 'Asia/Saigon', 'Atlantic/Faeroe',
    'Europe/Kiev', 'Pacific/Enderbury', 'Pacific/Ponape', 'Pacific/Truk'
  )
);
ALTER TABLE organizations ALTER COLUMN timezone TYPE time_zone;
ALTER TABLE branches ALTER COLUMN timezone TYPE time_zone;
