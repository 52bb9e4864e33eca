import { isReservedSlug } from '../slugs';

/**
 * Manage links carry an unguessable token (`/{organization}/{branch}/{token}`, and the legacy
 * `/{organization}/appointments/{token}`). Whoever holds it can change the booking, so it must
 * never leave the browser in telemetry: error reports and analytics pass every string through
 * `scrubManageTokens` first.
 */
export const TOKEN_PLACEHOLDER = '[token]';

/*
 * The API's routes that carry a secret in the path, by their shape: the segment after
 * `/v0/organizations/{organization}/appointments/` (and reservations, holds) is a manage or
 * hold token and the one after `/v0/sandbox-payments/` a checkout, whatever it looks like. A
 * token need not have a digit (one in about 1,600 has none), so its look decides nothing here.
 * Anywhere in the text: an API base may have a path of its own before `/v0`.
 */
const API_SECRET_PATH =
  /(\/v0\/(?:organizations\/[^/\s"'?#]+\/(?:appointments|reservations|holds)|sandbox-payments)\/)[^/\s"'?#\\)]+/g;

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
    .replace(API_SECRET_PATH, (_, prefix: string) => `${prefix}${TOKEN_PLACEHOLDER}`)
    .replace(MANAGE_PATH, (whole, prefix: string, first: string, segment: string) => {
      if (isReservedSlug(segment)) return whole;
      // Other API paths (`/v0/...`) name resources in that position; only token-shaped values go.
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
