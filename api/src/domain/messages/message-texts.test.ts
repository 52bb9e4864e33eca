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
  it('replaces every argument, and refuses a missing parameter', () => {
    expect(fill('{what}, {when}', { what: 'Cut', when: 'now' }, 'en-GB')).toBe('Cut, now');
    expect(() => fill('Hello {name},', {}, 'en-GB')).toThrow('name');
  });

  it('puts a parameter in as one line, so a customer value cannot add lines to a message', () => {
    expect(fill('Hello {name},\nThanks', { name: 'A\r\nBcc: x@evil.test' }, 'en-GB')).toBe(
      'Hello A Bcc: x@evil.test,\nThanks',
    );
    expect(fill('Hello {name},', { name: 'A\u202Egnp.exe\u0000' }, 'en-GB')).toBe('Hello A gnp.exe ,');
  });

  it('takes a value as text, even one that looks like ICU syntax', () => {
    expect(fill('Hello {name},', { name: '{name}, plural, one {#}}' }, 'en-GB')).toBe(
      'Hello {name}, plural, one {#}},',
    );
  });

  it('chooses plural and select forms by the rules of the language, as the front ends do', () => {
    const guests = 'Tisch für {n, plural, one {# Gast} other {# Gäste}}';
    expect(fill(guests, { n: 1 }, 'de-DE')).toBe('Tisch für 1 Gast');
    expect(fill(guests, { n: 12 }, 'de-DE')).toBe('Tisch für 12 Gäste');
    expect(fill('{n, plural, one {# guest} other {# guests}}', { n: 0 }, 'en-GB')).toBe('0 guests');
    expect(fill('{n, number}', { n: 1250 }, 'de-DE')).toBe('1.250');
    expect(fill('{kind, select, sms {by text} other {by email}}', { kind: 'sms' }, 'en-GB')).toBe('by text');
  });

  it('knows the arguments of a template, also inside plural forms', () => {
    expect(placeholdersOf('{a} {n, plural, one {# {b}} other {# {c}}}')).toEqual(['a', 'n', 'b', 'c']);
  });
});

describe('the catalog texts in each language', () => {
  it('read right with one guest and with several', () => {
    expect(messageTexts('de').t('reservation.what', { party_size: 1 })).toBe('Tisch für 1 Gast');
    expect(messageTexts('de').t('reservation.what', { party_size: 6 })).toBe('Tisch für 6 Gäste');
    expect(messageTexts('en').t('reservation.what', { party_size: 1 })).toBe('Table for 1 guest');
    expect(messageTexts('en').t('reservation.what', { party_size: 6 })).toBe('Table for 6 guests');
  });
});

describe('formats of each language', () => {
  const start = Date.parse('2026-03-04T09:00:00Z');

  it('writes dates in the branch zone as the site does, with the zone named', () => {
    expect(messageTexts('de').when(start, 'Europe/Berlin')).toBe('Mittwoch, 4. März 2026 um 10:00 MEZ');
    expect(messageTexts('en').when(start, 'Europe/Berlin')).toBe('Wednesday, March 4, 2026 at 10:00 AM GMT+1');
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
    expect(messageTexts('en').list(['Cut', 'Colour', 'Nails'])).toBe('Cut, Colour, and Nails');
  });
});
