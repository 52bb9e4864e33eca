import { describe, expect, it } from '@rstest/core';
import { inlineScriptHashes } from '../inline-script-hashes';
import { type DrawnPage, jsonForScript, pageDocument } from './page-document';

const INDEX =
  '<!doctype html><html lang="en"><head><title>Online booking</title><link rel="preload" href="/env.json" as="fetch" crossorigin="anonymous" /><script>boot()</script><script defer src="/static/js/index.abc.js"></script><link href="/static/css/async/a.css" rel="preload" as="style"><link href="/static/js/async/b.js" rel="preload" as="script"></head><body><div id="root"><div class="boot-loading"></div></div></body></html>';

const hostile = '</script><script>alert(1)</script><!--';

function page(overrides: Partial<DrawnPage> = {}): DrawnPage {
  return {
    kind: 'page',
    status: 200,
    lang: 'de',
    title: 'Leistungen · Studio',
    themeCss: ':root{--brand:#112233;--on-brand:#ffffff}',
    root: '<div class="page">drawn</div>',
    boot: { configuration: { name: hostile } },
    banner: { href: 'https://cdn.example.com/b.webp', srcset: 'https://cdn.example.com/b.webp 1x' },
    ...overrides,
  };
}

describe('pageDocument', () => {
  it("puts the drawn page into #root, marked as the server's, in the visitor's language and with its title", () => {
    const html = pageDocument(INDEX, page());
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('<title>Leistungen · Studio</title>');
    expect(html).toContain('<div id="root" data-server-drawn=""><div class="page">drawn</div></div>');
    expect(html).not.toContain('boot-loading');
    // env.json travels inside the page.
    expect(html).not.toContain('href="/env.json"');
  });

  it("applies the shell's style sheets at once and leaves its script chunks to the app's boot, so they do not compete with the banner", () => {
    const html = pageDocument(INDEX, page());
    expect(html).toContain('<link href="/static/css/async/a.css" rel="stylesheet">');
    expect(html).not.toContain('b.js');
    expect(html).toContain('<link rel="preload" as="image" href="https://cdn.example.com/b.webp"');
  });

  it("leaves the app's entry script inert for index.html's boot script to start after the largest paint", () => {
    const html = pageDocument(INDEX, page());
    expect(html).toContain('<script type="booking/after-paint" src="/static/js/index.abc.js"></script>');
    expect(html).not.toContain('<script defer');
    // Inert, with a source and no body: it adds nothing to the policy's hashes.
    expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes(INDEX));
  });

  it("puts each of the remote's style sheets into the page named by its path (the remote's runtime then loads none of them again), or links them when they cannot be", () => {
    const inline = pageDocument(INDEX, page(), {
      sheets: [
        { file: 'static/css/async/a.css', css: '.service{display:grid}' },
        { file: 'static/css/async/b.css', css: '.price{font-weight:600}' },
      ],
      links: ['https://r.example/static/css/async/a.css', 'https://r.example/static/css/async/b.css'],
    });
    expect(inline).toContain(
      '<style data-href="static/css/async/a.css">.service{display:grid}</style><style data-href="static/css/async/b.css">.price{font-weight:600}</style>',
    );
    expect(inline).not.toContain('<link rel="stylesheet"');
    const linked = pageDocument(INDEX, page(), { sheets: null, links: ['https://r.example/a.css'] });
    expect(linked).toContain('<link rel="stylesheet" href="https://r.example/a.css" />');
  });

  it('keeps hostile configuration values as text: no value closes the data block or adds a script', () => {
    const html = pageDocument(
      INDEX,
      page({ title: `${hostile} & co`, banner: { href: '"><script>x()</script>', srcset: '' } }),
    );
    // The data block, index.html's boot script and the inert entry script: nothing added.
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(inlineScriptHashes(html)).toHaveLength(1);
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &amp; co</title>');
    const data = /<script type="application\/json" id="booking-boot">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(data)).toEqual({ configuration: { name: hostile } });
  });

  it("puts the inlined data before index.html's boot script, which reads it while the page is parsed", () => {
    const html = pageDocument(INDEX, page({}));
    expect(html.indexOf('id="booking-boot"')).toBeGreaterThan(-1);
    expect(html.indexOf('id="booking-boot"')).toBeLessThan(html.indexOf('<script>boot()</script>'));
  });
});

describe('jsonForScript', () => {
  it('escapes what could end the element or break JavaScript, and parses back to the same value', () => {
    const value = { a: '</script>', b: '<!--', c: '\u2028\u2029', d: '&amp;' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
