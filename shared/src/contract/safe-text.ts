import * as z from 'zod/mini';

/**
 * Text a customer types ends up in the database (PostgreSQL refuses NUL and cannot store a
 * lone surrogate) and in emails, SMS and the staff calendar. A line break in a name forges
 * lines in a message ("Hallo A" / "Bcc: ..."), a bidi override turns the text around it
 * backwards, and a name of only zero-width characters looks empty. So one-line fields
 * refuse every control, line-separator and bidi-control character; multi-line fields keep
 * line breaks (CR, LF) and refuse the rest; a one-line text may not be invisible-only. A refusal
 * is the field code `invalid_characters`, so the form can say which field.
 */

/** C0/C1 controls (NUL, CR, LF, TAB, ESC, DEL, ...), a lone surrogate, U+2028/U+2029. */
const ONE_LINE_FORBIDDEN = /[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
/** Whitespace and characters that render as nothing (zero-width space and joiners, BOM, ...). */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}]/gu;

export const INVALID_CHARACTERS = 'invalid_characters';

/** True when the text has something visible: not only spaces and zero-width characters. */
export function hasVisibleText(value: string): boolean {
  return value.replace(INVISIBLE, '') !== '';
}

export function isSafeOneLine(value: string): boolean {
  return !ONE_LINE_FORBIDDEN.test(value);
}

/** As a one-line text, except that CR and LF are allowed (a comment may have paragraphs). */
export function isSafeMultiLine(value: string): boolean {
  return isSafeOneLine(value.replace(/[\r\n]/g, ''));
}

const refuse = (ctx: { value: string; issues: unknown[] }) => {
  ctx.issues.push({
    code: 'custom',
    message: INVALID_CHARACTERS,
    params: { field_code: INVALID_CHARACTERS },
    input: ctx.value,
  });
};

/** Checks for a one-line text: no control or bidi characters, and (if not empty) something visible. */
export const oneLineText = () =>
  z.check<string>((ctx) => {
    if (!isSafeOneLine(ctx.value) || (ctx.value !== '' && !hasVisibleText(ctx.value))) refuse(ctx);
  });

/** Checks for a multi-line text: line breaks allowed, other control and bidi characters not. */
export const multiLineText = () =>
  z.check<string>((ctx) => {
    if (!isSafeMultiLine(ctx.value)) refuse(ctx);
  });

/** Any text PostgreSQL can hold as text: no NUL and no lone surrogate (ids and codes other systems send). */
export const storableText = () =>
  z.check<string>((ctx) => {
    if (ctx.value.includes('\0') || /\p{Cs}/u.test(ctx.value)) refuse(ctx);
  });

/** A secret (a password): anything printable, but nothing a database or a hash could not take as text. */
export const secretText = storableText;
