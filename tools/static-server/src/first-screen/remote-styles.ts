/**
 * The vertical remote's style sheets for a drawn page. They sit on the remote's origin, nine
 * small files in the salon's case: render-blocking, and on a phone a second connection before
 * the first paint. They are put into the page as one `<style>` instead (decision 0035), fetched
 * once per file: their names carry a content hash, so a redeploy brings new names.
 */
export interface RemoteStyles {
  /** The style sheets' text, in the manifest's order, or null to link them instead. */
  css: string | null;
  links: string[];
}

const texts = new Map<string, Promise<string>>();
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

/** The remote's style sheets from its manifest: the exposed routes' own and their lazy routes'. */
export async function remoteStyles(manifestUrl: string, signal: AbortSignal): Promise<RemoteStyles> {
  let links: string[];
  try {
    const response = await fetch(manifestUrl, { signal });
    if (!response.ok) return { css: null, links: [] };
    const manifest = (await response.json()) as {
      exposes?: { assets?: { css?: { sync?: string[]; async?: string[] } } }[];
    };
    const files = (manifest.exposes ?? []).flatMap((expose) => [
      ...(expose.assets?.css?.sync ?? []),
      ...(expose.assets?.css?.async ?? []),
    ]);
    links = [...new Set(files)].map((file) => new URL(file, manifestUrl).href);
  } catch {
    return { css: null, links: [] };
  }
  try {
    const sheets = await Promise.all(links.map(text));
    return sheets.every(canInline) ? { css: sheets.join('\n'), links } : { css: null, links };
  } catch {
    // A sheet that cannot be read here may still load in the browser.
    return { css: null, links };
  }
}
