/**
 * Entry points must be revalidated on every visit so a redeploy is seen at once; files whose
 * name carries a content hash never change and may be cached for a year.
 */
const ALWAYS_FRESH =
  /(^|\/)(index\.html|env\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|first-screen\.json)$/;
const HASHED = /\.[0-9a-f]{8,}\.(js|mjs|cjs|css|svg|png|jpg|webp|woff2?|json)$/;
/** A pre-compressed copy (`x.js.br`, `x.js.gz`) is cached like the file it was made from. */
const COMPRESSED = /\.(br|gz)$/;

export function cacheControlFor(served: string): string {
  const path = served.replace(COMPRESSED, '');
  if (ALWAYS_FRESH.test(path)) return 'no-cache';
  if (HASHED.test(path)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
