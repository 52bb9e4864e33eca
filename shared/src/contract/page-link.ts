import * as z from 'zod/mini';
import { isSafeOneLine } from './safe-text';

/*
 * A link on the business's page (its social and legal links) ends up in an `href` on the
 * booking page. It is taken as a browser would read it (WHATWG URL) and kept as the browser
 * would write it: `HTTPS://Example.COM` is `https://example.com/`, a path's spaces and
 * non-ASCII letters are percent-encoded. What is kept matches PAGE_LINK_PATTERN, which is also
 * the database's `page_link` domain (migration 0034; a test holds the two equal and feeds the
 * contract's links into the database), so no link the contract takes can fail there.
 */

/** https, a DNS host name (IDN as punycode), an optional port, then printable ASCII only. */
export const PAGE_LINK_PATTERN =
  '^https://[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::[0-9]{1,5})?(?:[/?#][\\x21-\\x7e]*)?$';
export const PAGE_LINK_MAX = 2000;
const PAGE_LINK = new RegExp(PAGE_LINK_PATTERN);

/** Which site a link must lead to: the Instagram and Facebook fields take their own only. */
export type LinkSite = 'any' | 'instagram' | 'facebook';
const SITE_HOSTS: Record<Exclude<LinkSite, 'any'>, readonly string[]> = {
  instagram: ['instagram.com'],
  facebook: ['facebook.com', 'fb.com'],
};

export type PageLinkRefusal =
  | 'invalid_characters'
  | 'https_only'
  | 'no_credentials'
  | 'instagram_only'
  | 'facebook_only';
export type PageLinkResult = { ok: true; value: string } | { ok: false; refusal: PageLinkRefusal | 'too_long' };

/**
 * The link as it is kept, or why it is refused. The text must start with `https://` itself:
 * a browser reads `https:evil.example` and `https:\\evil.example` as links too, but nobody
 * types those on purpose. A user name or password in a link is refused, not dropped.
 */
export function checkPageLink(text: string, site: LinkSite = 'any'): PageLinkResult {
  if (!isSafeOneLine(text)) return { ok: false, refusal: 'invalid_characters' };
  if (!/^https:\/\//i.test(text) || text !== text.trim()) return { ok: false, refusal: 'https_only' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, refusal: 'https_only' };
  }
  if (url.username !== '' || url.password !== '') return { ok: false, refusal: 'no_credentials' };
  if (!PAGE_LINK.test(url.href)) return { ok: false, refusal: 'https_only' };
  if (site !== 'any' && !SITE_HOSTS[site].some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`)))
    return { ok: false, refusal: `${site}_only` };
  if (url.href.length > PAGE_LINK_MAX) return { ok: false, refusal: 'too_long' };
  return { ok: true, value: url.href };
}

/** A refusal in the shape zod reports one: `too_long` as zod's own code, the others as field codes. */
export function pageLinkIssue(refusal: PageLinkRefusal | 'too_long', input: string): z.core.$ZodRawIssue {
  return refusal === 'too_long'
    ? { code: 'too_big', origin: 'string', maximum: PAGE_LINK_MAX, inclusive: true, input }
    : { code: 'custom', message: refusal, params: { field_code: refusal }, input };
}

const pageLinkCheck = (site: LinkSite) =>
  z.check<string>((ctx) => {
    const link = checkPageLink(ctx.value, site);
    if (!link.ok) ctx.issues.push(pageLinkIssue(link.refusal, ctx.value));
  });

/** A link or none (null), kept as checkPageLink gives it. */
export const pageLinkSchema = (site: LinkSite = 'any') =>
  z.nullable(
    z.pipe(
      z.string().check(z.maxLength(PAGE_LINK_MAX), pageLinkCheck(site)),
      z.transform((text) => {
        const link = checkPageLink(text, site);
        return link.ok ? link.value : text;
      }),
    ),
  );
