import { isReservedSlug } from '@booking/shared/slugs';
import type { Result } from '../result';

export type SlugError = { code: 'reserved_slug' | 'slug_taken'; params: { slug: string } };

/**
 * A slug may not be a word the front end routes use. The database refuses these too (the
 * `slug` domain); this gives the caller a good error before it gets there.
 */
export function checkSlug(slug: string): Result<string, SlugError> {
  if (isReservedSlug(slug)) return { ok: false, error: { code: 'reserved_slug', params: { slug } } };
  return { ok: true, value: slug };
}
