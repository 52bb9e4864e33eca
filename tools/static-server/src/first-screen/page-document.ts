import type { RemoteStyles } from './remote-styles';
import type { DrawTimings } from './server-timing';

/**
 * A page the shell's server renderer drew (shell/src/server/render-page.tsx), put into the
 * built index.html. The shape is the renderer's answer; this module only places it.
 */
export interface DrawnPage {
  kind: 'page';
  status: number;
  lang: string;
  title: string;
  themeCss: string;
  root: string;
  /** Preload links React's server rendering made, written by the shell's renderer: for the head. */
  preloads?: string;
  boot: unknown;
  banner: { href: string; srcset: string } | null;
  /** The URL carries a manage token (sent `no-store`). */
  private?: boolean;
  /** Milliseconds per phase of the drawing, for `Server-Timing`. */
  timings?: DrawTimings;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/**
 * JSON inside a `<script type="application/json">` element: `<` is escaped so no value can close
 * the element (`</script>`) or open a comment, and the line separators JavaScript rejects too.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function pageDocument(
  indexHtml: string,
  page: DrawnPage,
  remote: RemoteStyles = { sheets: null, links: [] },
): string {
  const head = [
    // The remote's style sheets inside the page (remote-styles.ts says why), else linked.
    remote.sheets !== null
      ? remote.sheets.map(({ file, css }) => `<style data-href="${escapeAttribute(file)}">${css}</style>`).join('')
      : remote.links.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}" />`).join(''),
    `<style>${page.themeCss.replace(/</g, '')}</style>`,
    page.banner
      ? `<link rel="preload" as="image" href="${escapeAttribute(page.banner.href)}" imagesrcset="${escapeAttribute(page.banner.srcset)}" fetchpriority="high" />`
      : '',
    page.preloads ?? '',
  ].join('');
  // First in <head>: index.html's boot script looks for it while the document is still being
  // parsed, so it must come before that script, or the page fetches both again.
  const boot = `<script type="application/json" id="booking-boot">${jsonForScript(page.boot)}</script>`;
  const html = indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeAttribute(page.lang)}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    // The shell's style sheets apply at once: the page is drawn before its scripts run.
    .replace(/<link href="([^"]+\.css)" rel="preload" as="style">/g, '<link href="$1" rel="stylesheet">')
    // No preloads of the app's script chunks: the page is complete without them, and on a slow
    // line their 200-odd KB share the bandwidth with the banner, the largest paint (LCP 3.0 s
    // -> 1.9-2.4 s in Lighthouse's mobile run, decision 0035). The app asks for each when its
    // boot step comes; pages the browser draws keep the preloads.
    .replace(/<link href="[^"]+\.js" rel="preload" as="script">/g, '')
    // Nor does the app's entry script start with the page: index.html's inline script starts it
    // once the largest paint is on the screen, for the same reason.
    .replace(/<script defer src="([^"]+)"><\/script>/g, '<script type="booking/after-paint" src="$1"></script>')
    // env.json is inlined: the browser need not fetch it.
    .replace(/<link rel="preload" href="\/env\.json"[^>]*>/, '')
    .replace('<head>', () => `<head>${boot}`)
    .replace('</head>', () => `${head}</head>`);
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('</div>', start);
  if (start < 0 || end < 0) throw new Error('index.html has no <div id="root">');
  return `${html.slice(0, start)}<div id="root" data-server-drawn="">${page.root}</div>${html.slice(end + '</div>'.length)}`;
}
