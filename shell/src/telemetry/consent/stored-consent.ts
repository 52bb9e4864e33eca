/**
 * The visitor's stored cookie choice, read from a Cookie header or `document.cookie` (the same
 * format). The consent library (vanilla-cookieconsent) writes it as URL-encoded JSON; it counts
 * a choice as made when the value has a consent id, both timestamps and a list of categories,
 * and so does this reading. Pure, so that the shell's server (is the bar in the HTML?) and the
 * browser (is the bar drawn? may analytics start?) decide alike without loading the library.
 */
export const CONSENT_COOKIE = 'booking_consent';

export interface StoredConsent {
  categories: string[];
}

function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

export function storedConsentOf(cookies: string | null | undefined): StoredConsent | null {
  const raw = cookies ? cookieValue(cookies, CONSENT_COOKIE) : null;
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { consentId, consentTimestamp, lastConsentTimestamp, categories } = value as Record<string, unknown>;
  const valid =
    typeof consentId === 'string' &&
    consentId !== '' &&
    Boolean(consentTimestamp) &&
    Boolean(lastConsentTimestamp) &&
    Array.isArray(categories) &&
    categories.every((category) => typeof category === 'string');
  return valid ? { categories: categories as string[] } : null;
}

/** Analytics may run only with this category accepted. */
export function targetingAccepted(consent: StoredConsent | null): boolean {
  return consent?.categories.includes('targeting') ?? false;
}
