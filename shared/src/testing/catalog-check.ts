import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Checks an app's message catalogs against its source: every id the source uses exists in
 * both languages, each language has every id of the other, no key is unused, placeholders match between languages, and the German
 * texts are German. Message ids are string literals in one of the catalog's namespaces, so
 * ids kept in lookup tables (field codes -> ids) count as used too.
 */
export interface CatalogCheck {
  sourceDirs: string[];
  /** First segments of the ids this catalog owns, e.g. ['shell'] or ['beauty', 'booking.beauty']. */
  namespaces: string[];
  en: Record<string, string>;
  de: Record<string, string>;
}

export interface CatalogProblems {
  missingInEn: string[];
  missingInDe: string[];
  /** Ids one language has and the other lacks, used or not: `de:<id>` is missing in German. */
  notInBoth: string[];
  unused: string[];
  placeholderMismatch: string[];
  notGerman: string[];
}

/** Words that are the same in both languages: names, not sentences. */
const SAME_IN_BOTH = new Set(['Instagram', 'Facebook', 'English', 'Deutsch', 'Outlook', 'Online']);
const ENGLISH_WORDS = /\b(the|your|you|please|and|with|this|not|choose|book|here|again|select|time|of)\b/i;
/** ICU's own words (`{vertical, select, gastro {...} other {...}}`) are syntax, not English. */
const ICU_SYNTAX = /\{\s*\w+\s*,\s*(?:select|plural|selectordinal)\s*,|\b(?:other|one|zero|few|many)\s*\{/g;
const prose = (text: string) => text.replace(ICU_SYNTAX, '{');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

export function usedMessageIds(sourceDirs: string[], namespaces: string[]): Set<string> {
  const prefix = namespaces.map((n) => n.replace('.', '\\.')).join('|');
  const literal = new RegExp(`['"\`]((?:${prefix})\\.[A-Za-z0-9_.]+)['"\`]`, 'g');
  const ids = new Set<string>();
  for (const file of sourceDirs.flatMap(sourceFiles)) {
    for (const match of readFileSync(file, 'utf8').matchAll(literal)) if (match[1]) ids.add(match[1]);
  }
  return ids;
}

export function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1] ?? ''))].sort();
}

export function checkCatalogs({ sourceDirs, namespaces, en, de }: CatalogCheck): CatalogProblems {
  const used = usedMessageIds(sourceDirs, namespaces);
  const keys = new Set([...Object.keys(en), ...Object.keys(de)]);
  return {
    missingInEn: [...used].filter((id) => !(id in en)),
    missingInDe: [...used, ...Object.keys(en)].filter((id, i, all) => all.indexOf(id) === i && !(id in de)),
    notInBoth: [...keys].flatMap((id) => [...(id in en ? [] : [`en:${id}`]), ...(id in de ? [] : [`de:${id}`])]),
    unused: [...keys].filter((id) => !used.has(id)),
    placeholderMismatch: Object.keys(en).filter(
      (id) => id in de && placeholders(en[id] ?? '').join() !== placeholders(de[id] ?? '').join(),
    ),
    notGerman: Object.entries(de)
      .filter(([id, text]) => !SAME_IN_BOTH.has(text) && (text === en[id] || ENGLISH_WORDS.test(prose(text))))
      .map(([id]) => id),
  };
}
