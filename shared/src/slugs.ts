import * as z from 'zod/mini';

/**
 * Words the front end's routes use as path segments. A merchant or branch may never take
 * one, or its page would be shadowed by (or shadow) a product route. The API refuses them.
 */
export const RESERVED_SLUGS = [
  'staff',
  'unavailable',
  'appointments',
  'book',
  'time',
  'contact',
  'booking',
  'confirmed',
  'cancelled',
  'reschedule',
  'rescheduled',
  'reserve',
  'details',
  'confirm',
  'api',
  'assets',
  'static',
  'env.json',
  'favicon.ico',
  'robots.txt',
] as const;

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

export function isReservedSlug(value: string): boolean {
  return (RESERVED_SLUGS as readonly string[]).includes(value.toLowerCase());
}

export const slugSchema = z.string().check(z.regex(SLUG));
