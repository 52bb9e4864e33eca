import fc from 'fast-check';

/*
 * Values a lenient schema would take and this API must refuse (or take) without failing:
 * controls and NUL, lone surrogates, line breaks and bidi overrides, dates past every range
 * and zones that do not exist, strings past every length limit.
 */
const CONTROL = ['\u0000', '\u0001', '\u001b', '\u007f', '\u202e', '\u2066', '\u200b', '\r\n', '\ud800', '\udfff'];

export const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'A\u0000B',
    '\ud800',
    'Hallo A\r\nBcc: x@example.com',
    '\u202eevil',
    '\u200b\u200b',
    'x\ud800y \u202eevil',
    '9999-12-31T23:30:00+00:00',
    '9999-12-31T23:30:00+00:00[Europe/Berlin]',
    '+275760-09-13T00:00:00Z',
    '10000-01-01T00:00:00+01:00',
    '2026-02-30T10:00:00+01:00',
    '2026-03-04T10:00:00+01:00[Nowhere/Land]',
    '2026-03-04T10:00:00+01:00[America/New_York]',
    '2026-03-04T25:61:00+01:00',
    '0000-01-01',
    '2026-13-01',
    '9999-12-31',
    '00000000-0000-0000-0000-000000000000',
    'not-a-uuid',
    '../../etc/passwd',
    "'; DROP TABLE appointments; --",
    '%00',
    '%',
    '1e3',
    '-1',
    '0x10',
    '{{constructor}}',
    '__proto__',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 8 }))
    .map((parts) => parts.join('')),
  // Past every length limit (the body limit is 64 KB; these stay under it).
  fc.integer({ min: 300, max: 20_000 }).map((n) => 'x'.repeat(n)),
);

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.constantFrom(
    -1,
    0,
    -0,
    1.5,
    2 ** 31,
    2 ** 53 + 2,
    -(2 ** 63),
    1e308,
    Number.MIN_VALUE,
    true,
    false,
    null,
    [],
    {},
    [null],
    { a: 1 },
  ),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(nastyString, { maxLength: 3 }),
);

/** A lone surrogate has no UTF-8: it goes as the bytes a careless client would send for it. */
export const encodePart = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};

/** A path segment or query value as it appears in the URL: encoded nasty text, or raw bad escapes. */
export const badUrlPart = fc.oneof(
  nastyString.map(encodePart),
  // What once reached the database from a URL: a NUL and the bytes of a lone surrogate.
  fc.constantFrom('a%00b', '%00', '%ED%A0%80', 'x%ED%A0%80y%E2%80%AEevil'),
  fc.constantFrom('%', '%ZZ', '%C0%AF', '%FF', '..', '%2e%2e', 'a%2Fb', '%20', '%0D%0A', 'x'.repeat(5000)),
);

/**
 * A change to a good text that a lenient check lets through: in capitals, a control, NUL,
 * bidi or separator character put in anywhere, or a few characters taken out (`https://`
 * becomes `https:`).
 */
export const mutation: fc.Arbitrary<(text: string) => string> = fc.oneof(
  { weight: 2, arbitrary: fc.constant((text: string) => text.toUpperCase()) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.nat(), fc.constantFrom('\u0000', '\u0000', ...CONTROL, ' ', '\\', '@', ':', '/', '%', '\u00ad'))
      .map(([at, inserted]) => (text: string) => {
        const i = at % (text.length + 1);
        return `${text.slice(0, i)}${inserted}${text.slice(i)}`;
      }),
  },
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 3 })).map(([at, length]) => (text: string) => {
    const i = at % Math.max(text.length, 1);
    return `${text.slice(0, i)}${text.slice(i + length)}`;
  }),
);
