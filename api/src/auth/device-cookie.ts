import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { deriveKey, type SecretKeys } from './secret-keys';

/** Name of the cookie that tells a browser a staff account signed in from before. */
export const DEVICE_COOKIE = 'staff_device';
/** A device stays known this long after its last successful sign-in. */
export const DEVICE_COOKIE_MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000;
/** A shared reception browser keeps the devices of this many accounts, the latest first. */
const MAX_ACCOUNTS = 5;

/**
 * OWASP's device cookie: after a successful sign-in the browser gets, per account, an
 * entry `keyId.issuedAt.nonce.mac`, the mac an HMAC over issue time, nonce and the
 * normalised email. Only the server can make one, and one is valid only for the account it
 * was made for; the nonce names the device for its own attempt budget (decision 0042).
 * The email itself is not in the cookie.
 */
export function createDeviceCookies(keys: SecretKeys) {
  const macKeys = new Map([...keys.byId].map(([id, key]) => [id, deriveKey(key, 'staff-device-cookie')]));
  const currentKey = deriveKey(keys.current.key, 'staff-device-cookie');
  const mac = (key: Buffer, issued: string, nonce: string, account: string) =>
    createHmac('sha256', key).update(`${issued}.${nonce}.${account}`).digest();

  /** The entry's nonce if it is valid for `account` at `now`, else null. */
  const verify = (entry: string, account: string, now: Date): string | null => {
    const [id = '', issued = '', nonce = '', signature = ''] = entry.split('.');
    const key = macKeys.get(id);
    const issuedMs = Number(issued) * 1000;
    if (!key || !nonce || !Number.isInteger(issuedMs)) return null;
    if (now.getTime() - issuedMs > DEVICE_COOKIE_MAX_AGE_MS) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = mac(key, issued, nonce, account);
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
  };
  const entriesOf = (value: string | undefined) => (value ? value.split('~').slice(0, MAX_ACCOUNTS) : []);

  return {
    /** The device id of a cookie valid for this account, or null (none, forged, another account's, too old). */
    deviceOf(value: string | undefined, account: string, now: Date): string | null {
      for (const entry of entriesOf(value)) {
        const device = verify(entry, account, now);
        if (device) return device;
      }
      return null;
    },
    /** The cookie after a successful sign-in: a new entry for this account first, the other accounts' after it. */
    issue(value: string | undefined, account: string, now: Date): string {
      const issued = String(Math.floor(now.getTime() / 1000));
      const nonce = randomBytes(12).toString('base64url');
      const signature = mac(currentKey, issued, nonce, account).toString('base64url');
      const others = entriesOf(value).filter((entry) => verify(entry, account, now) === null);
      return [`${keys.current.id}.${issued}.${nonce}.${signature}`, ...others].slice(0, MAX_ACCOUNTS).join('~');
    },
  };
}
export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
