import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from '@rstest/core';
import { encodedPage, pageEncoding } from './encoded-page';

describe('pageEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    [undefined, null],
  ])('for Accept-Encoding %s: %s', (header, expected) => {
    expect(pageEncoding(header)).toBe(expected);
  });
});

describe('encodedPage', () => {
  const html = `<!doctype html><html lang="de"><body>${'<p>Wählen Sie einen Standort</p>'.repeat(200)}</body></html>`;

  it('compresses with brotli or gzip into what the browser unpacks to the page', async () => {
    const br = (await encodedPage(html, 'br')) as Buffer;
    expect(brotliDecompressSync(br).toString('utf8')).toBe(html);
    expect(br.length).toBeLessThan(html.length / 10);
    expect(gunzipSync((await encodedPage(html, 'gzip')) as Buffer).toString('utf8')).toBe(html);
  });

  it('leaves the page as it is for a browser that accepts neither', async () => {
    expect(await encodedPage(html, null)).toBe(html);
  });
});
