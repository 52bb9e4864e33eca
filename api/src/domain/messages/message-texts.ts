import type { MessageLocale } from '@booking/shared/contract/appointments';
import { formatMoney } from '@booking/shared/i18n/currency';
import { zonedDateOptions } from '@booking/shared/i18n/zoned-date-options';
import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { messagesDe } from './messages-de';
import { type MessageKey, messagesEn } from './messages-en';

export const MESSAGE_CATALOGS: Record<MessageLocale, Record<MessageKey, string>> = { de: messagesDe, en: messagesEn };

export type Params = Record<string, string | number>;

/**
 * The argument names of a template (`{name}`, `{count, plural, ...}`, also inside a plural's
 * or select's branches), in order, for the test that every language asks for the same ones.
 */
export function placeholdersOf(template: string): string[] {
  return namesIn(new IntlMessageFormat(template, 'en').getAst());
}

function namesIn(elements: readonly MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    const own = 'value' in element && element.type !== TYPE.literal ? [element.value] : [];
    const branches = 'options' in element ? Object.values(element.options).flatMap((o) => namesIn(o.value)) : [];
    return [...own, ...branches];
  });
}

/**
 * Line breaks, other controls and bidi overrides, none of which a parameter may bring into
 * a message: a name with CRLF would forge lines ("Bcc: ...") in the email a merchant sends.
 */
const NOT_IN_A_PARAMETER = /[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069]+/gu;

const compiled = new Map<string, IntlMessageFormat>();

/**
 * Formats a template written in ICU MessageFormat, the syntax of the front ends' catalogs
 * (react-intl): `{name}`, `{count, plural, one {# guest} other {# guests}}`, `select`, and
 * numbers in the language's own way. A missing parameter is a bug, not a blank (it throws).
 * Each text value is put in as one line of plain text, so only the templates shape a
 * message, never a customer's value (rows written before the API refused such names too).
 */
export function fill(template: string, params: Params, intlLocale: string): string {
  const key = `${intlLocale}|${template}`;
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(template, intlLocale);
    compiled.set(key, format);
  }
  const values = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' ? value.replace(NOT_IN_A_PARAMETER, ' ') : value,
    ]),
  );
  return String(format.format(values));
}

// Building a formatter costs far more than using one (ICU loads the zone and the locale's
// patterns): one per locale, zone and style, kept for the process, as zone-offset.ts does.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

const listFormats = new Map<string, Intl.ListFormat>();

function listFormat(locale: string): Intl.ListFormat {
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { type: 'conjunction' });
    listFormats.set(locale, format);
  }
  return format;
}

/**
 * An SMS writes English times on the 24-hour clock: "10:00 AM" is longer, and some ICU versions
 * put U+202F before "AM", outside the GSM 7-bit alphabet, which would halve what one part holds.
 */
const SMS_LOCALE: Record<MessageLocale, string> = { de: 'de-DE', en: 'en-GB' };

/**
 * Texts and formats of one language: dates in a given zone, money in a given currency. The
 * Intl locale is the booking site's (`en`, `de`), and dates go through the site's own options
 * (`zonedDateOptions`), so an email writes a time as the page the customer booked on did.
 */
export function messageTexts(locale: MessageLocale) {
  const catalog = MESSAGE_CATALOGS[locale];
  return {
    locale,
    t: (key: MessageKey, params: Params = {}) => fill(catalog[key], params, locale),
    /** "Mittwoch, 4. März 2026 um 10:00 MEZ", "Wednesday, March 4, 2026 at 10:00 AM GMT+1". */
    when: (instant: number, zone: string) =>
      dateFormat(locale, zonedDateOptions(zone, { dateStyle: 'full', withZoneName: true })).format(instant),
    /** "Mi., 4. März, 10:00", "Wed 4 Mar, 10:00": for an SMS, where the zone goes without saying. */
    shortWhen: (instant: number, zone: string) =>
      dateFormat(SMS_LOCALE[locale], {
        timeZone: zone,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: 'numeric',
        minute: '2-digit',
      }).format(instant),
    /** As the booking site shows prices ("30,00 €", "€30.00"). */
    money: (amountMinor: number, currency: string) => formatMoney(amountMinor, currency, locale),
    /** "Cut und Colour", "Cut, Colour, and Nails", as the site lists them. */
    list: (items: readonly string[]) => listFormat(locale).format(items),
  };
}
export type MessageTexts = ReturnType<typeof messageTexts>;
