import { createHash } from 'node:crypto';

/**
 * CSP hashes (`sha256-...`) of the inline scripts of a page, so that exactly these scripts
 * run and no injected one does, without `unsafe-inline`.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}
