import { describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { startTimeInputSchema, zonedDateTimeSchema } from './zoned-time';

describe('zoned times', () => {
  it('accepts a start sent back exactly as received, or with an offset only', () => {
    for (const start of [
      '2026-03-29T03:00:00+02:00[Europe/Berlin]',
      '2026-03-29T01:00:00Z',
      '2026-03-29T03:00:00+02:00',
    ]) {
      expect(z.safeParse(startTimeInputSchema, start).success).toBe(true);
    }
  });

  it.each(['2026-03-29T03:00:00', '2026-02-30T10:00:00+01:00', 'tomorrow', '2026-03-29 03:00:00+02:00'])(
    'refuses %j as a start: no offset, no such day, or not ISO',
    (start) => {
      expect(z.safeParse(startTimeInputSchema, start).success).toBe(false);
    },
  );

  it.each([
    ['9999-12-31T23:30:00+00:00', 'out_of_range'],
    ['9999-12-31T23:30:00+00:00[Europe/Berlin]', 'out_of_range'],
    ['0001-01-01T00:00:00Z', 'out_of_range'],
    ['2026-03-04T10:00:00+01:00[Nowhere/Land]', 'invalid_time_zone'],
    ['2026-03-04T10:00:00+01:00[America/New_York]', 'invalid_time_zone'],
    ['2026-07-04T10:00:00+01:00[Europe/Berlin]', 'invalid_time_zone'],
  ])('refuses %j as %s', (start, code) => {
    const result = z.safeParse(startTimeInputSchema, start);
    expect(result.success).toBe(false);
    expect(
      result.error?.issues.map((issue) => (issue.code === 'custom' ? issue.params?.field_code : issue.code)),
    ).toEqual([code]);
  });

  it('accepts a zone whose offset matches, also across a daylight-saving change', () => {
    for (const start of [
      '2026-10-25T02:30:00+02:00[Europe/Berlin]',
      '2026-10-25T02:30:00+01:00[Europe/Berlin]',
      '2026-03-04T10:00:00-05:00[America/New_York]',
      '2026-03-04T10:00:00Z[UTC]',
      '2026-03-04T10:00:00+05:30[Asia/Kolkata]',
    ]) {
      expect(z.safeParse(startTimeInputSchema, start).success).toBe(true);
    }
  });

  it('answers always carry the zone', () => {
    expect(z.safeParse(zonedDateTimeSchema, '2026-03-29T03:00:00+02:00').success).toBe(false);
  });
});
