import type { MessageLocale } from '@booking/shared/contract/appointments';
import { formatMoney } from '@booking/shared/i18n/currency';
import { messagesDe } from './messages-de';
import { type MessageKey, messagesEn } from './messages-en';

export const MESSAGE_CATALOGS: Record<MessageLocale, Record<MessageKey, string>> = { de: messagesDe, en: messagesEn };

/**
 * The Intl locale of each language (dates, lists). English messages use British conventions
 * (day before month, 24-hour clock, "CET"), which an English reader booking in Germany
 * expects more than "3/4, 10:00 AM GMT+1".
 */
const INTL_LOCALE: Record<MessageLocale, string> = { de: 'de-DE', en: 'en-GB' };

export type Params = Record<string, string | number>;

const PLACEHOLDER = /\{([a-z_]+)\}/g;

/** The `{name}` placeholders of a template, in order. */
export const placeholdersOf = (template: string) => [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');

/**
 * Line breaks, other controls and bidi overrides, none of which a parameter may bring into
 * a message: a name with CRLF would forge lines ("Bcc: ...") in the email a merchant sends.
 */
const NOT_IN_A_PARAMETER = /[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069]+/gu;

/**
 * Fills a template's placeholders; a missing parameter is a bug, not a blank. Each value
 * is put in as one line of plain text, so only the templates shape a message, never a
 * customer's value (rows written before the API refused such names are covered too).
 */
export function fill(template: string, params: Params): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Message parameter missing: ${name} in "${template}"`);
    return String(value).replace(NOT_IN_A_PARAMETER, ' ');
  });
}

// Building a formatter costs far more than using one (ICU loads the zone and the locale's
// patterns): one per locale, zone and style, kept for the process, as zone-offset.ts does.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, zone: string, style: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${zone}|${JSON.stringify(style)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...style, timeZone: zone });
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

/** Texts and formats of one language: dates in a given zone, money in a given currency. */
export function messageTexts(locale: MessageLocale) {
  const catalog = MESSAGE_CATALOGS[locale];
  const intlLocale = INTL_LOCALE[locale];
  return {
    locale,
    t: (key: MessageKey, params: Params = {}) => fill(catalog[key], params),
    /** "Mittwoch, 4. März 2026 um 10:00 MEZ", "Wednesday, 4 March 2026 at 10:00 CET". */
    when: (instant: number, zone: string) =>
      dateFormat(intlLocale, zone, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZoneName: 'short',
      }).format(instant),
    /** "Mi., 4. März, 10:00", "Wed 4 Mar, 10:00": for an SMS, where the zone goes without saying. */
    shortWhen: (instant: number, zone: string) =>
      dateFormat(intlLocale, zone, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }).format(instant),
    /** As the booking site shows prices ("30,00 €", "€30.00"). */
    money: (amountMinor: number, currency: string) => formatMoney(amountMinor, currency, locale),
    /** "Cut und Colour", "Cut, Colour and Nails". */
    list: (items: readonly string[]) => listFormat(intlLocale).format(items),
  };
}
export type MessageTexts = ReturnType<typeof messageTexts>;
