import { describe, expect, it } from '@rstest/core';
import { fill, MESSAGE_CATALOGS, messageTexts, placeholdersOf } from './message-texts';

const [first, ...others] = Object.entries(MESSAGE_CATALOGS);

describe('message catalogs', () => {
  it('have the same keys in every language', () => {
    for (const [, catalog] of others) expect(Object.keys(catalog).sort()).toEqual(Object.keys(first?.[1] ?? {}).sort());
  });

  it('use the same placeholders for each key in every language', () => {
    const placeholders = (catalog: Record<string, string>) =>
      Object.fromEntries(Object.entries(catalog).map(([key, text]) => [key, placeholdersOf(text).sort()]));
    for (const [, catalog] of others) expect(placeholders(catalog)).toEqual(placeholders(first?.[1] ?? {}));
  });

  it('have no empty texts', () => {
    for (const [, catalog] of Object.entries(MESSAGE_CATALOGS)) {
      for (const text of Object.values(catalog)) expect(text.trim()).not.toBe('');
    }
  });
});

describe('filling a text', () => {
  it('replaces every placeholder, and refuses a missing parameter', () => {
    expect(fill('{what}, {when}', { what: 'Cut', when: 'now' })).toBe('Cut, now');
    expect(() => fill('Hello {name},', {})).toThrow('name');
  });

  it('puts a parameter in as one line, so a customer value cannot add lines to a message', () => {
    expect(fill('Hello {name},\nThanks', { name: 'A\r\nBcc: x@evil.test' })).toBe('Hello A Bcc: x@evil.test,\nThanks');
    expect(fill('Hello {name},', { name: 'A\u202Egnp.exe\u0000' })).toBe('Hello A gnp.exe ,');
  });
});

describe('formats of each language', () => {
  const start = Date.parse('2026-03-04T09:00:00Z');

  it('writes dates in the branch zone with the local conventions', () => {
    expect(messageTexts('de').when(start, 'Europe/Berlin')).toBe('Mittwoch, 4. März 2026 um 10:00 MEZ');
    expect(messageTexts('en').when(start, 'Europe/Berlin')).toBe('Wednesday, 4 March 2026 at 10:00 CET');
    expect(messageTexts('de').when(start, 'Europe/London')).toBe('Mittwoch, 4. März 2026 um 09:00 GMT+0');
    expect(messageTexts('de').shortWhen(start, 'Europe/Berlin')).toBe('Mi., 4. März, 10:00');
    expect(messageTexts('en').shortWhen(start, 'Europe/Berlin')).toBe('Wed 4 Mar, 10:00');
  });

  it('writes prices in the merchant currency the way each language does', () => {
    expect(messageTexts('de').money(3050, 'EUR')).toBe('30,50\u00a0€');
    expect(messageTexts('en').money(3050, 'EUR')).toBe('€30.50');
    expect(messageTexts('de').money(3050, 'CHF')).toBe('30,50\u00a0CHF');
  });

  it('lists services with the language conjunction', () => {
    expect(messageTexts('de').list(['Cut', 'Colour'])).toBe('Cut und Colour');
    expect(messageTexts('en').list(['Cut', 'Colour', 'Nails'])).toBe('Cut, Colour and Nails');
  });
});
