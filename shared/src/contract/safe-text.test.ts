import { describe, expect, it } from '@rstest/core';
import * as z from 'zod/mini';
import { contactSchema } from './appointment-requests';
import { sandboxWebhookEventSchema } from './payments';
import { createReservationRequestSchema } from './reservations';
import { hasVisibleText, isSafeMultiLine, isSafeOneLine } from './safe-text';
import { staffSessionRequestSchema } from './staff-session';

const contact = { first_name: 'Eva', last_name: 'Muster', email: 'eva@example.com', phone: '+49 30 12345670' };
const fieldCodes = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.code]);
};

describe('safe text', () => {
  it.each([
    'A\u0000B',
    '\ud800',
    'A\r\nBcc: x@evil.test',
    'A\nB',
    'A\tB',
    'A\u202Eevil',
    'A\u2066B',
    'A\u2028B',
    'A\u0085B',
  ])('refuses %j in a one-line field', (value) => {
    expect(isSafeOneLine(value)).toBe(false);
    expect(fieldCodes(contactSchema, { ...contact, first_name: value })).toEqual([['first_name', 'custom']]);
  });

  it('keeps names in any script, with accents, apostrophes, hyphens and joiners inside them', () => {
    for (const name of ['Zoë', "O'Brien", 'Jean-Luc', '李小龍', 'محمد', 'क्‍ष', '👩‍👩‍👧']) {
      expect(isSafeOneLine(name)).toBe(true);
      expect(z.safeParse(contactSchema, { ...contact, first_name: name }).success).toBe(true);
    }
  });

  it('refuses a name of only zero-width or blank characters', () => {
    for (const name of ['\u200B', '\u200B\u200C\u200D', '\uFEFF ', '\u2060\u00AD']) {
      expect(hasVisibleText(name)).toBe(false);
      expect(z.safeParse(contactSchema, { ...contact, first_name: name }).success).toBe(false);
    }
  });

  it('keeps line breaks in a comment or a special request, and nothing else of the controls', () => {
    expect(isSafeMultiLine('First line\r\nSecond line\n')).toBe(true);
    expect(z.safeParse(contactSchema, { ...contact, comment: 'Window seat\nplease' }).success).toBe(true);
    for (const value of ['A\u0000B', 'A\u001BB', '\udc00', 'A\u202DB']) {
      expect(fieldCodes(contactSchema, { ...contact, comment: value })).toEqual([['comment', 'custom']]);
    }
    const reservation = {
      start: '2026-03-04T19:00:00+01:00',
      party_size: 2,
      name: 'Eva',
      email: 'eva@example.com',
      phone: '+49 30 12345670',
      reminder: 'email',
      special_request: 'A\u0000B',
    };
    expect(fieldCodes(createReservationRequestSchema, reservation)).toEqual([['special_request', 'custom']]);
  });

  it('refuses NUL and lone surrogates in the staff password, and controls in the email', () => {
    expect(fieldCodes(staffSessionRequestSchema, { email: 'a@b.test', password: 'A\u0000B' })).toEqual([
      ['password', 'custom'],
    ]);
    expect(fieldCodes(staffSessionRequestSchema, { email: 'a@b.test', password: '\ud800' })).toEqual([
      ['password', 'custom'],
    ]);
    expect(z.safeParse(staffSessionRequestSchema, { email: 'a\u0000@b.test', password: 'x' }).success).toBe(false);
  });
});

describe('text other systems send', () => {
  it.each(['id', 'checkout_id', 'failure_code'])('refuses a NUL or a lone surrogate in a webhook’s %s', (field) => {
    const event = {
      id: 'evt_1',
      type: 'checkout.failed',
      created: 1,
      data: { checkout_id: 'co_1', failure_code: 'x' },
    };
    for (const bad of ['a\u0000b', 'a\ud800b']) {
      const value = field === 'id' ? { ...event, id: bad } : { ...event, data: { ...event.data, [field]: bad } };
      expect(fieldCodes(sandboxWebhookEventSchema, value)).toEqual([
        [field === 'id' ? 'id' : `data.${field}`, 'custom'],
      ]);
    }
  });
});
