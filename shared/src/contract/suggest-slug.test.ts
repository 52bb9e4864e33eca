import { describe, expect, it } from '@rstest/core';
import { slugSchema } from '../slugs';
import { suggestSlug } from './suggest-slug';

describe('suggestSlug', () => {
  it('lower-cases a name and joins its words with single hyphens', () => {
    expect(suggestSlug('Studio Lumen  Berlin')).toBe('studio-lumen-berlin');
  });

  it('spells umlauts out and drops other accents and symbols', () => {
    expect(suggestSlug('Café Müller & Söhne')).toBe('cafe-mueller-soehne');
    expect(suggestSlug('Straßen-Bistro Ñandú!')).toBe('strassen-bistro-nandu');
  });

  it('never starts or ends with a hyphen', () => {
    expect(suggestSlug('  -- Haar & Bart -- ')).toBe('haar-bart');
  });

  it('keeps within 63 characters without a trailing hyphen', () => {
    const slug = suggestSlug(`${'a'.repeat(62)} b c`);
    expect(slug.length).toBeLessThanOrEqual(63);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('moves a reserved word aside, so the suggestion is one the API takes', () => {
    expect(suggestSlug('Staff')).toBe('staff-1');
    expect(suggestSlug('Book')).toBe('book-1');
  });

  it('suggests nothing for a name without letters or digits', () => {
    expect(suggestSlug('★ ☆ ★')).toBe('');
  });

  it('gives addresses the slug schema accepts', () => {
    for (const name of ['Kiezküche Kreuzberg', 'A', '1. FC Friseur', 'Ölmühle']) {
      expect(slugSchema.safeParse(suggestSlug(name)).success).toBe(true);
    }
  });
});
