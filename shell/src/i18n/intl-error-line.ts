/** react-intl's errors carry their kind (`MISSING_TRANSLATION`, `FORMAT_ERROR`, ...) as `code`. */
export type IntlErrorLike = { code?: string; message: string };

/** What a reported line starts with: the browser tests fail on any console line that does. */
export const INTL_ERROR_PREFIX = '[react-intl]';

/**
 * The console line for a react-intl error, or null for one that is not a mistake: a text
 * missing while the remote's catalog of the language is still loading (the page is drawn with
 * the shell's texts for that moment, after a switch of language). react-intl itself is silent
 * in production builds, where a missing placeholder value showed the raw pattern or the id.
 */
export function intlErrorLine(error: IntlErrorLike, remoteCatalogLoaded: boolean): string | null {
  if (error.code === 'MISSING_TRANSLATION' && !remoteCatalogLoaded) return null;
  return `${INTL_ERROR_PREFIX} ${error.code ?? 'ERROR'}: ${error.message}`;
}
