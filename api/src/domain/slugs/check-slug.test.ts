import { RESERVED_SLUGS } from '@booking/shared/slugs';
import { describe, expect, it } from '@rstest/core';
import { checkSlug } from './check-slug';

describe('checkSlug', () => {
  it('accepts an ordinary merchant slug', () => {
    expect(checkSlug('demo-salon')).toEqual({ ok: true, value: 'demo-salon' });
  });

  it.each([...RESERVED_SLUGS])('refuses the reserved word %s with its slug as param', (slug) => {
    expect(checkSlug(slug)).toEqual({ ok: false, error: { code: 'reserved_slug', params: { slug } } });
  });

  it('refuses a reserved word whatever its case', () => {
    expect(checkSlug('Staff').ok).toBe(false);
  });
});
