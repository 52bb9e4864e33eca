import { abortable, keptBriefly } from './kept-briefly';
import { namesIn, type Rule, rulesOf, usedSheets } from './used-sheets';

/**
 * The vertical remote's style sheets for a drawn page. They sit on the remote's origin, nine
 * small files in the salon's case: render-blocking, and on a phone a second connection before
 * the first paint. They are put into the page instead (decision 0035), fetched
 * once per file: their names carry a content hash, so a redeploy brings new names.
 */
export interface RemoteStyles {
  /**
   * The style sheets' text with their paths as the manifest names them (`static/css/...`), in
   * its order, or null to link them instead. Each goes into the page as `<style
   * data-href="static/css/...">`: the remote's runtime looks for that before it loads a lazy
   * chunk's style sheet, so the browser neither fetches it again nor applies it a second time
   * (a restyle of the whole page while it hydrates).
   */
  sheets: { file: string; css: string }[] | null;
  links: string[];
}

/** A style sheet's text, and its rules once a page needed them. */
interface Sheet {
  css: string;
  rules?: Rule[];
}

/** Fetched once per file: the name changes with the content. */
const fetchedSheets = new Map<string, Promise<Sheet>>();
const MANIFEST_TIMEOUT_MS = 2000;
/** Enough for a few releases of every remote; older entries go first. */
const KEPT = 200;

function sheetAt(url: string): Promise<Sheet> {
  let loaded = fetchedSheets.get(url);
  if (!loaded) {
    loaded = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return { css: await response.text() };
    });
    loaded.catch(() => fetchedSheets.delete(url));
    fetchedSheets.set(url, loaded);
    if (fetchedSheets.size > KEPT) fetchedSheets.delete(fetchedSheets.keys().next().value as string);
  }
  return loaded;
}

/** A sheet's rules, read the first time a page needs them. */
function rulesOfSheet(sheet: Sheet): Rule[] {
  sheet.rules ??= rulesOf(sheet.css);
  return sheet.rules;
}

/**
 * Whether a style sheet means the same inside the page: no relative `url()` (it would resolve
 * against the shell's origin) and nothing that could end the `<style>` element.
 */
export function canInline(css: string): boolean {
  if (/<\/style/i.test(css)) return false;
  return ![...css.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi)].some(
    ([, , target]) => !/^(data:|https?:|#)/i.test(target ?? ''),
  );
}

/**
 * The style sheets the remote's current manifest names: the exposed routes' own (`always`: the
 * app loads them with the routes) and their lazy routes'.
 */
const styleSheetsOf = keptBriefly(
  async (manifestUrl: string): Promise<{ file: string; href: string; always: boolean }[]> => {
    const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
    const manifest = (await response.json()) as {
      exposes?: { assets?: { css?: { sync?: string[]; async?: string[] } } }[];
    };
    const exposes = manifest.exposes ?? [];
    const own = new Set(exposes.flatMap((expose) => expose.assets?.css?.sync ?? []));
    const files = new Set([...own, ...exposes.flatMap((expose) => expose.assets?.css?.async ?? [])]);
    return [...files].map((file) => ({ file, href: new URL(file, manifestUrl).href, always: own.has(file) }));
  },
);

/**
 * The remote's style sheets for a drawn page (`root`, its HTML), inlined when they can be, else
 * linked; inlined, only those that can style it (used-sheets.ts).
 */
export async function remoteStyles(manifestUrl: string, signal: AbortSignal, root: string): Promise<RemoteStyles> {
  let named: { file: string; href: string; always: boolean }[];
  try {
    named = await abortable(styleSheetsOf(manifestUrl), signal);
  } catch {
    return { sheets: null, links: [] };
  }
  const links = named.map(({ href }) => href);
  try {
    const fetched = await Promise.all(links.map(sheetAt));
    if (!fetched.every(({ css }) => canInline(css))) return { sheets: null, links };
    const read = named.map(({ file, always }, index) => {
      const sheet = fetched[index] ?? { css: '' };
      return { file, css: sheet.css, always, rules: rulesOfSheet(sheet) };
    });
    const sheets = usedSheets(read, namesIn(root)).map(({ file, css }) => ({ file, css }));
    return { sheets, links };
  } catch {
    // A sheet that cannot be read here may still load in the browser.
    return { sheets: null, links };
  }
}
