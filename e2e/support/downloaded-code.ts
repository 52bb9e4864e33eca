import type { BrowserContext, Response } from '@playwright/test';

/**
 * Every script body the browser downloads in a context, from any origin, whatever its file
 * name: a test recognises a library by what the code contains, so renaming or inlining a
 * chunk cannot hide it.
 */
export interface DownloadedScript {
  url: string;
  body: string;
}

/** Strings every build of posthog-js carries (its package name in the version banner, its extension registry). */
export const POSTHOG_MARKERS = ['posthog-js', '__PosthogExtensions__'] as const;

function isScript(response: Response): boolean {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  return type === 'script' || /javascript|ecmascript/.test(contentType) || /\.m?js(\?|$)/.test(response.url());
}

export function watchDownloadedCode(context: BrowserContext): { scripts: () => Promise<DownloadedScript[]> } {
  const bodies: Promise<DownloadedScript>[] = [];
  context.on('response', (response) => {
    if (!isScript(response)) return;
    bodies.push(
      response.body().then(
        (body) => ({ url: response.url(), body: body.toString('utf8') }),
        // A body the browser threw away (the page navigated on) was still downloaded: say so.
        () => ({ url: response.url(), body: '<body not available>' }),
      ),
    );
  });
  return { scripts: () => Promise.all(bodies) };
}

/** Scripts among `scripts` that contain posthog-js code. */
export function posthogCode(scripts: DownloadedScript[]): string[] {
  return scripts.filter((s) => POSTHOG_MARKERS.some((marker) => s.body.includes(marker))).map((s) => s.url);
}
