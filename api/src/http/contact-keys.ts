import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { hashClient } from './client-key';

/**
 * Rate-limit keys of the person a booking is for, beside the address it comes from: one
 * who changes address (a mobile network, a VPN, an IPv6 /64 after another) still books as
 * the same email and phone. Normalised so trivial variants count as one: the email in lower
 * case without a `+tag`, the phone in E.164. Hashed, as addresses are.
 */
export function contactKeys(contact: { email?: string | null; phone?: string | null } | undefined): string[] {
  if (!contact) return [];
  const keys: string[] = [];
  if (contact.email) keys.push(`email:${hashClient(normaliseEmail(contact.email))}`);
  if (contact.phone) keys.push(`phone:${hashClient(normalisePhone(contact.phone))}`);
  return keys;
}

export function normaliseEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return trimmed;
  const local = trimmed.slice(0, at).replace(/\+.*$/, '');
  return `${local || trimmed.slice(0, at)}@${trimmed.slice(at + 1)}`;
}

export function normalisePhone(phone: string): string {
  return parsePhoneNumberFromString(phone)?.number ?? phone.replace(/[^\d+]/g, '');
}
