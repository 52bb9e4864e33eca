import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { cacheControlFor } from './cache-policy';
import { contentSecurityPolicy } from './content-security-policy';
import { drawFirstScreen, warmRenderers } from './first-screen/draw-first-screen';
import { encodedPage, pageEncoding } from './first-screen/encoded-page';
import { freshText } from './fresh-file';
import { inlineScriptHashes, inlineStyleHashes } from './inline-script-hashes';

export interface StaticAppOptions {
  /** Folder with the built files. */
  root: string;
  /** Answer unknown paths with index.html (the shell); remotes answer 404. */
  spa: boolean;
  /** A file served as `/env.json`, read on each request so a deploy can edit it in place. */
  envFile?: string;
  /** Origins allowed to fetch these files (a remote's manifest is fetched by the shell's origin). */
  corsOrigins: string[];
  /**
   * Draw the first screen of `/:organization/...` pages on the server (docs/decisions/0030),
   * with the renderers the shell and the remotes publish. Needs `spa` and `envFile`.
   */
  firstScreen?: boolean;
}

/** A remote serves code and data to the shell's pages, never a page of its own. */
const REMOTE_CSP = "default-src 'none'; frame-ancestors 'none'";

let lastCsp: { env: string; html: string; policy: string } | null = null;

async function shellCsp(envFile: string, root: string): Promise<string> {
  // As the files are now: editing env.json (a moved remote) or deploying a new index.html takes
  // effect without a restart. Computed again only when one of them changed.
  const [env, html] = await Promise.all([freshText(envFile), freshText(join(root, 'index.html'))]);
  if (lastCsp?.env !== env || lastCsp.html !== html) {
    lastCsp = { env, html, policy: contentSecurityPolicy(JSON.parse(env), inlineScriptHashes(html)) };
  }
  return lastCsp.policy;
}

export function createStaticApp(options: StaticAppOptions): Hono {
  const app = new Hono();
  app.use('*', compress());
  if (options.corsOrigins.length > 0) {
    app.use('*', cors({ origin: options.corsOrigins, allowMethods: ['GET', 'HEAD'] }));
    // Lets the shell's pages measure these files (Resource Timing sizes), as the budget check does.
    app.use('*', async (c, next) => {
      await next();
      c.header('Timing-Allow-Origin', options.corsOrigins.join(', '));
    });
  }
  const { envFile } = options;
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!envFile) {
      c.header('Content-Security-Policy', REMOTE_CSP);
    } else if (
      c.res.headers.get('Content-Type')?.startsWith('text/html') &&
      !c.res.headers.has('Content-Security-Policy')
    ) {
      // Only documents are governed by the shell's policy; sending it with every script only costs bytes.
      c.header('Content-Security-Policy', await shellCsp(envFile, options.root));
    }
  });
  if (envFile) {
    app.get('/env.json', async (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.body(await freshText(envFile), 200, { 'Content-Type': 'application/json; charset=utf-8' });
    });
  }
  app.use(
    '*',
    serveStatic({
      root: options.root,
      // scripts/deploy.mjs writes a .br and a .gz beside each text file.
      precompressed: true,
      onFound: (path, c) => {
        c.header('Cache-Control', cacheControlFor(path));
      },
    }),
  );
  if (options.spa && options.firstScreen && envFile) {
    void warmRenderers(options.root, envFile);
    app.get('*', async (c, next) => {
      if (!c.req.header('Accept')?.includes('text/html')) return next();
      const answer = await drawFirstScreen({
        root: options.root,
        envFile,
        url: c.req.url,
        cookie: c.req.header('Cookie'),
      });
      if (!answer) return next();
      // A manage page shows a customer's booking to whoever has the link: kept by no cache.
      c.header('Cache-Control', answer.kind === 'page' && answer.private ? 'no-store' : 'no-cache');
      if (answer.kind === 'redirect') return c.redirect(answer.location, 302);
      const env = JSON.parse(await freshText(envFile));
      // This page's own inline script and style elements, hashed as sent.
      c.header(
        'Content-Security-Policy',
        contentSecurityPolicy(env, inlineScriptHashes(answer.html), inlineStyleHashes(answer.html)),
      );
      // The page depends on the visitor's language cookie, and is sent in an encoding they accept.
      c.header('Vary', 'Cookie, Accept-Encoding');
      c.header('Server-Timing', answer.timing);
      const encoding = pageEncoding(c.req.header('Accept-Encoding'));
      if (encoding) c.header('Content-Encoding', encoding);
      const body = await encodedPage(answer.html, encoding);
      return c.body(typeof body === 'string' ? body : new Uint8Array(body), answer.status as 200 | 404, {
        'Content-Type': 'text/html; charset=UTF-8',
      });
    });
  }
  if (options.spa) {
    app.get(
      '*',
      serveStatic({
        root: options.root,
        // A fixed path, not a rewrite: serveStatic refuses any request path it cannot decode
        // (`/demo-salon/mitte/abc%ZZ`) before a rewrite runs, and the visitor would get a bare
        // "Not found" instead of the app's not-found page with its title and language.
        path: 'index.html',
        onFound: (_path, c) => {
          c.header('Cache-Control', 'no-cache');
        },
      }),
    );
  }
  app.notFound((c) => c.text('Not found', 404));
  return app;
}
