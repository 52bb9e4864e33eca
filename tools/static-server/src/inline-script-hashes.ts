import { createHash } from 'node:crypto';

const sha256 = (body: string) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`;

/**
 * CSP hashes (`sha256-...`) of the inline scripts of a page, so that exactly these scripts
 * run and no injected one does, without `unsafe-inline`. Data blocks (`type="application/json"`)
 * never run, so they need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\btype=["']?application\/json/i.test(match[1] ?? '')) continue;
    const body = match[2] ?? '';
    if (body.trim()) hashes.push(sha256(body));
  }
  return hashes;
}

/** CSP hashes of the page's inline style elements (the merchant's colours on a server-drawn page). */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => sha256(match[1] ?? ''));
}
