import { isReservedSlug } from '../slugs';

/**
 * Manage links carry an unguessable token (`/{organization}/{branch}/{token}`, and the legacy
 * `/{organization}/appointments/{token}`). Whoever holds it can change the booking, so it must
 * never leave the browser in telemetry: error reports and analytics pass every string through
 * `scrubManageTokens` first.
 */
export const TOKEN_PLACEHOLDER = '[token]';

// A third path segment that is not a route word is a manage token, whatever its shape. The
// path must start at the beginning, after a host or after a delimiter, never mid-URL.
const MANAGE_PATH =
  /((?:^|https?:\/\/[^/\s"'?#]+|[\s"'(=])\/([^/\s"'?#]+)\/[^/\s"'?#]+\/)([A-Za-z0-9_-]{8,})(?=[/?#"'\s\\)]|$)/g;
// Anywhere else (query strings, messages): a long token-looking run of base64url or hex.
const LOOSE_TOKEN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{22,}(?![A-Za-z0-9_-])/g;

function looksLikeToken(candidate: string): boolean {
  if (!/\d/.test(candidate) || !/[A-Za-z]/.test(candidate)) return false;
  // Slugs are lower-case words joined by hyphens; tokens are not.
  return /[A-Z_]/.test(candidate) || !candidate.includes('-');
}

export function scrubManageTokens(text: string): string {
  return text
    .replace(MANAGE_PATH, (whole, prefix: string, first: string, segment: string) => {
      if (isReservedSlug(segment)) return whole;
      // API paths (`/v0/...`) name resources in that position; only token-shaped values go.
      if (first === 'v0' && !looksLikeToken(segment)) return whole;
      return `${prefix}${TOKEN_PLACEHOLDER}`;
    })
    .replace(LOOSE_TOKEN, (candidate) => (looksLikeToken(candidate) ? TOKEN_PLACEHOLDER : candidate));
}

/** Scrubs every string inside a JSON-like value (events, breadcrumbs, properties). */
export function scrubDeep<T>(value: T): T {
  if (typeof value === 'string') return scrubManageTokens(value) as T;
  if (Array.isArray(value)) return value.map(scrubDeep) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = scrubDeep(inner);
    return out as T;
  }
  return value;
}
