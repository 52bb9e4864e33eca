import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { consentBanner } from '../pages/consent-banner';
import { merchantNotFound, pageNotFound } from '../pages/message-screens';
import { DEMO_STAFF, staffSignIn } from '../pages/staff-sign-in';
import { PORTS, urlOf } from '../support/ports';
import { manifestUrl, type RemoteName, remoteEntryUrl } from '../support/product';
import { cspReportsFor } from '../support/telemetry';
import { expect, test } from '../support/test';

/**
 * Serving: the shell's pages carry a Content-Security-Policy that the browser
 * enforces and that the product itself never trips, and the built files are cached the way a
 * redeploy needs (entry points revalidated, hashed files kept for a year).
 */

const REMOTES: RemoteName[] = ['beauty', 'gastro', 'staff'];

/** Every screen of the product, with what shows once it has rendered. */
const SCREENS: { path: string; shown: (page: Page) => ReturnType<Page['getByRole']> }[] = [
  { path: '/demo-salon', shown: (page) => page.getByRole('heading', { level: 1, name: 'Choose a location' }) },
  {
    path: '/demo-salon/mitte/book',
    shown: (page) => page.getByRole('heading', { level: 1, name: 'Choose your services' }),
  },
  {
    path: '/demo-restaurant/kreuzberg/reserve',
    shown: (page) => page.getByRole('heading', { level: 1, name: 'When would you like to come?' }),
  },
  {
    path: '/demo-restaurant/unavailable',
    shown: (page) => page.getByRole('heading', { level: 1, name: 'Online reservation unavailable' }),
  },
  { path: '/demo-salon/nope/x', shown: pageNotFound },
  { path: '/demo-closed', shown: merchantNotFound },
  { path: '/', shown: merchantNotFound },
  { path: '/staff', shown: (page) => page.getByRole('heading', { level: 1, name: 'Sign in' }) },
];

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}

/** Injects `<script src>` from an origin the policy does not list; resolves with the violation the page saw. */
function injectForeignScript(page: Page, src: string) {
  return page.evaluate(
    (url) =>
      new Promise<{ blocked: string; directive: string; disposition: string; loadFailed: boolean }>((resolve) => {
        let violation: SecurityPolicyViolationEvent | null = null;
        document.addEventListener('securitypolicyviolation', (event) => {
          if (event.blockedURI === url) violation = event;
        });
        const script = document.createElement('script');
        script.src = url;
        script.onerror = () =>
          resolve({
            blocked: violation?.blockedURI ?? '',
            directive: violation?.effectiveDirective ?? '',
            disposition: violation?.disposition ?? '',
            loadFailed: true,
          });
        script.onload = () => resolve({ blocked: '', directive: '', disposition: '', loadFailed: false });
        document.head.append(script);
      }),
    src,
  );
}

test.describe('Content-Security-Policy', () => {
  test('is sent with every page of the product: scripts only from the shell and the remotes, no eval, no plugins, no <base>', async ({
    page,
  }) => {
    const allowedScripts = ["'self'", ...REMOTES.map((remote) => urlOf(PORTS[remote]))];
    for (const { path, shown } of SCREENS) {
      const response = await page.goto(path);
      await expect(shown(page), path).toBeVisible();
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy, path).not.toBe('');
      const csp = directives(policy);

      const scriptSrc = csp.get('script-src') ?? [];
      for (const source of allowedScripts) expect(scriptSrc, `${path} script-src`).toContain(source);
      // Inline scripts only by hash: nothing else, no 'unsafe-inline', no other host.
      expect(
        scriptSrc.filter((s) => !allowedScripts.includes(s) && !/^'sha256-[A-Za-z0-9+/=]+'$/.test(s)),
        path,
      ).toEqual([]);
      expect(policy, path).not.toContain('unsafe-eval');
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      expect(csp.get('base-uri'), path).toEqual(["'none'"]);
      expect(csp.get('connect-src'), `${path} connect-src`).toEqual(
        expect.arrayContaining([urlOf(PORTS.api), urlOf(PORTS.intake)]),
      );
    }
  });

  test('is enforced: a script injected from an origin it does not list is blocked, never runs, and is reported', async ({
    page,
  }) => {
    const marker = randomUUID();
    const foreign = `${urlOf(PORTS.intake)}/injected.js?m=${marker}`;
    await page.goto(`/demo-salon?csp=${marker}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a location' })).toBeVisible();

    const outcome = await injectForeignScript(page, foreign);

    expect(outcome).toEqual({
      blocked: foreign,
      directive: 'script-src-elem',
      disposition: 'enforce',
      loadFailed: true,
    });
    expect(await page.evaluate(() => '__injectedScriptRan' in window)).toBe(false);
    await expect.poll(() => cspReportsFor(marker)).toEqual([expect.objectContaining({ 'blocked-uri': foreign })]);
  });

  test.describe('with the banner and analytics running (recording flag on)', () => {
    test.use({ consent: 'unset' });

    test('no page of the product triggers a violation, and the intake receives no report but the one we cause', async ({
      page,
      context,
      telemetry,
    }) => {
      await telemetry.setFlags({ SESSION_REPLAY_ENABLED: true });
      const violations: string[] = [];
      await context.exposeFunction('__e2eViolation', (violation: string) => violations.push(violation));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __e2eViolation: (v: string) => void }).__e2eViolation;
          report(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
        });
      });
      const marker = randomUUID();

      await page.goto(`/demo-salon?csp=${marker}`);
      await consentBanner(page).acceptAll.click();
      // The bar closes once the choice is stored, before the next page load.
      await expect(consentBanner(page).banner).toBeHidden();
      for (const { path, shown } of SCREENS) {
        await page.goto(`${path}?csp=${marker}`);
        await expect(shown(page), path).toBeVisible();
      }
      await staffSignIn(page).signInAndWait(DEMO_STAFF);
      await page.goto('/staff/branches');
      await expect(page.getByRole('heading', { level: 1, name: 'Choose a branch' })).toBeVisible();
      expect(violations).toEqual([]);

      // A violation of our own, sent after all of the above: once its report is in, theirs would be too.
      const foreign = `${urlOf(PORTS.intake)}/injected.js?m=${marker}`;
      await page.goto(`/demo-salon?csp=${marker}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Choose a location' })).toBeVisible();
      await injectForeignScript(page, foreign);
      await expect.poll(async () => (await cspReportsFor(marker)).map((r) => r['blocked-uri'])).toContain(foreign);

      expect((await cspReportsFor(marker)).map((r) => r['blocked-uri'])).toEqual([foreign]);
    });
  });
});

test.describe('cache headers', () => {
  const cacheControl = async (url: string) => {
    const response = await fetch(url);
    expect(response.status, url).toBe(200);
    return response.headers.get('cache-control');
  };
  const expectImmutableForAYear = (header: string | null, url: string) => {
    const directives = (header ?? '').split(',').map((d) => d.trim());
    expect(directives, url).toEqual(expect.arrayContaining(['max-age=31536000', 'immutable']));
  };

  test("the shell's index.html (and every page address), env.json and mf-manifest.json are revalidated: no-cache", async () => {
    for (const path of ['/index.html', '/', '/demo-salon/mitte/book', '/env.json', '/mf-manifest.json']) {
      expect(await cacheControl(`${urlOf(PORTS.shell)}${path}`), path).toBe('no-cache');
    }
  });

  test("the shell's hashed JavaScript is immutable for a year", async () => {
    const html = await (await fetch(`${urlOf(PORTS.shell)}/`)).text();
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(scripts).not.toEqual([]);
    for (const src of scripts) {
      expect(src).toMatch(/\.[0-9a-f]{8,}\.js$/);
      expectImmutableForAYear(await cacheControl(new URL(src, urlOf(PORTS.shell)).href), src);
    }
  });

  for (const remote of REMOTES) {
    test(`the ${remote} remote's mf-manifest.json is no-cache, its entry and chunks (hashed) immutable for a year`, async () => {
      expect(await cacheControl(manifestUrl(remote))).toBe('no-cache');
      const manifest = (await (await fetch(manifestUrl(remote))).json()) as {
        exposes: { assets: { js: { sync: string[]; async: string[] } } }[];
      };
      const chunks = manifest.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async]);
      expect(chunks).not.toEqual([]);
      for (const url of [await remoteEntryUrl(remote), ...chunks.map((c) => `${urlOf(PORTS[remote])}/${c}`)]) {
        expect(url).toMatch(/\.[0-9a-f]{8,}\.js$/);
        expectImmutableForAYear(await cacheControl(url), url);
      }
    });
  }
});
