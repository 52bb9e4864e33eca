import * as z from 'zod/mini';

/**
 * Merchant-supplied values end up in `href`, `src` and CSS. Only absolute http(s)
 * URLs may become links or images; anything else (javascript:, data:, relative
 * paths, garbage) is dropped to `null` instead of failing the whole page, because
 * one bad social link must not take a merchant's booking page down.
 */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export const safeUrlSchema = z.catch(
  z.nullable(
    z.pipe(
      z.string(),
      z.transform((v) => (isHttpUrl(v.trim()) ? v.trim() : null)),
    ),
  ),
  null,
);

export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
export const DEFAULT_THEME_COLOR = '#1B6AD7';

/** A colour goes into a CSS custom property: only a strict hex value is allowed. */
export const themeColorSchema = z.catch(
  z.pipe(
    z.nullable(z.optional(z.string())),
    z.transform((v) => (v && HEX_COLOR.test(v) ? v : DEFAULT_THEME_COLOR)),
  ),
  DEFAULT_THEME_COLOR,
);
