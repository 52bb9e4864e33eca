import { join } from 'node:path';
import { withoutTokens } from '@booking/shared/federation/first-screen';
import { freshText } from '../fresh-file';
import { loadLocalRenderer, loadRemoteRenderer } from './load-renderer';
import { type DrawnPage, pageDocument } from './page-document';
import { remoteStyles } from './remote-styles';
import { serverTiming } from './server-timing';

type Drawn = { kind: 'redirect'; location: string } | DrawnPage;

interface ShellRenderer {
  renderPage: (input: {
    url: string;
    env: unknown;
    savedLocale: string | null;
    cookie: string | null;
    /** The remote's server module as text: the shell's renderer evaluates it with its own React. */
    loadRemote: (manifestUrl: string) => Promise<string | null>;
    timeoutMs: number;
  }) => Promise<Drawn | null>;
}

function isShellRenderer(value: unknown): value is ShellRenderer {
  return typeof (value as ShellRenderer | null)?.renderPage === 'function';
}

/** The visitor's saved language, from the cookie the shell writes beside its localStorage choice. */
export function savedLocaleOf(cookieHeader: string | undefined): string | null {
  const match = /(?:^|;\s*)booking_locale=([a-z]{2})(?:;|$)/.exec(cookieHeader ?? '');
  return match?.[1] ?? null;
}

export type FirstScreenAnswer =
  | { kind: 'redirect'; location: string }
  /**
   * `private`: the URL carries a manage token, so the page is sent `no-store`. `timing`: the
   * `Server-Timing` header's value.
   */
  | { kind: 'page'; status: number; html: string; private: boolean; timing: string }
  | null;

/**
 * A document request under `/:organization`, drawn by the shell's server renderer with the
 * vertical's remote renderer. Null means "serve index.html as it is" (no renderer deployed,
 * the API slow or down, an area such as /staff that the browser draws): the browser then boots
 * exactly as it did before server drawing existed.
 */
interface DrawOptions {
  root: string;
  envFile: string;
  url: string;
  cookie: string | undefined;
  timeoutMs?: number;
}

export async function drawFirstScreen(options: DrawOptions): Promise<FirstScreenAnswer> {
  const timeoutMs = options.timeoutMs ?? 2500;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  // A page drawn late is worse than the page the browser draws itself.
  const answer = await Promise.race([draw(options, timeoutMs), late]);
  clearTimeout(timer);
  return answer;
}

/** Loads the shell's renderer and every configured remote's, so the first visitor does not wait for them. */
export async function warmRenderers(root: string, envFile: string): Promise<void> {
  try {
    await loadLocalRenderer(root);
    const env = JSON.parse(await freshText(envFile)) as { remotes?: Record<string, string> };
    await Promise.all(
      Object.values(env.remotes ?? {}).map((manifest) =>
        loadRemoteRenderer(manifest, AbortSignal.timeout(30_000)).catch(() => null),
      ),
    );
  } catch {
    // Nothing deployed yet: the first request loads what is there.
  }
}

async function draw(options: DrawOptions, timeoutMs: number): Promise<FirstScreenAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  const started = performance.now();
  try {
    const [renderer, envText, indexHtml] = await Promise.all([
      loadLocalRenderer(options.root),
      freshText(options.envFile),
      freshText(join(options.root, 'index.html')),
    ]);
    if (!isShellRenderer(renderer)) return null;
    let remoteManifest: string | null = null;
    const drawn = await renderer.renderPage({
      url: options.url,
      env: JSON.parse(envText),
      savedLocale: savedLocaleOf(options.cookie),
      // The shell reads its own cookies from it (the consent choice: is the bar in the HTML?).
      cookie: options.cookie ?? null,
      timeoutMs,
      loadRemote: async (manifestUrl) => {
        remoteManifest = manifestUrl;
        return loadRemoteRenderer(manifestUrl, signal);
      },
    });
    if (!drawn) return null;
    if (drawn.kind === 'redirect') return drawn;
    const styles = remoteManifest
      ? await remoteStyles(remoteManifest, signal, drawn.root)
      : { sheets: null, links: [] };
    const html = pageDocument(indexHtml, drawn, styles);
    return {
      kind: 'page',
      status: drawn.status,
      html,
      private: drawn.private === true,
      timing: serverTiming(drawn.timings, performance.now() - started),
    };
  } catch (error) {
    // The path and the message only, without a manage token they may carry: the log is read by
    // people who must not be able to open a customer's booking.
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.error('first screen not drawn', withoutTokens(new URL(options.url).pathname), withoutTokens(reason));
    return null;
  }
}
