import { abortable, keptBriefly } from './kept-briefly';

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

const texts = new Map<string, Promise<string>>();
const MANIFEST_TIMEOUT_MS = 2000;
/** Enough for a few releases of every remote; older entries go first. */
const KEPT = 200;

function text(url: string): Promise<string> {
  let loaded = texts.get(url);
  if (!loaded) {
    loaded = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.text();
    });
    loaded.catch(() => texts.delete(url));
    texts.set(url, loaded);
    if (texts.size > KEPT) texts.delete(texts.keys().next().value as string);
  }
  return loaded;
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

/** The style sheets the remote's current manifest names: the exposed routes' own and their lazy routes'. */
const styleSheetsOf = keptBriefly(async (manifestUrl: string): Promise<{ file: string; href: string }[]> => {
  const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  const manifest = (await response.json()) as {
    exposes?: { assets?: { css?: { sync?: string[]; async?: string[] } } }[];
  };
  const files = (manifest.exposes ?? []).flatMap((expose) => [
    ...(expose.assets?.css?.sync ?? []),
    ...(expose.assets?.css?.async ?? []),
  ]);
  return [...new Set(files)].map((file) => ({ file, href: new URL(file, manifestUrl).href }));
});

/** The remote's style sheets for a page, inlined when they can be, else linked. */
export async function remoteStyles(manifestUrl: string, signal: AbortSignal): Promise<RemoteStyles> {
  let named: { file: string; href: string }[];
  try {
    named = await abortable(styleSheetsOf(manifestUrl), signal);
  } catch {
    return { sheets: null, links: [] };
  }
  const links = named.map(({ href }) => href);
  try {
    const bodies = await Promise.all(links.map(text));
    if (!bodies.every(canInline)) return { sheets: null, links };
    return { sheets: named.map(({ file }, index) => ({ file, css: bodies[index] ?? '' })), links };
  } catch {
    // A sheet that cannot be read here may still load in the browser.
    return { sheets: null, links };
  }
}
