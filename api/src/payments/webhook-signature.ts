import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Result } from '../domain/result';

/** How far a webhook's timestamp may be from our clock: older ones are replays. */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000;

const hmac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, the scheme Stripe uses. */
export function signWebhook(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, `${t}.${body}`)}`;
}

/**
 * Checks a signature header against the raw body: the HMAC must match (compared in constant
 * time) and the timestamp lie within the tolerance of `now`, so a captured request cannot
 * be sent again later. The reason says which failed, for the log, not for an attacker.
 */
export function verifyWebhook(
  secret: string,
  body: string,
  header: string | undefined,
  now: Date,
): Result<true, { code: 'webhook_signature_invalid'; params: { reason: string } }> {
  const refuse = (reason: string) => ({
    ok: false as const,
    error: { code: 'webhook_signature_invalid' as const, params: { reason } },
  });
  const parts = new Map((header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(given)) return refuse('malformed');
  const expected = Buffer.from(hmac(secret, `${t}.${body}`), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return refuse('mismatch');
  if (Math.abs(now.getTime() - t * 1000) > WEBHOOK_TOLERANCE_MS) return refuse('too_old');
  return { ok: true, value: true };
}
