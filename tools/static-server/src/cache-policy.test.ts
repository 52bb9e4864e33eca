import { describe, expect, it } from '@rstest/core';
import { cacheControlFor } from './cache-policy';

describe('cacheControlFor', () => {
  it.each([
    '/index.html',
    '/env.json',
    '/mf-manifest.json',
    '/remoteEntry.js',
    '/first-screen.json',
    '/index.html.br',
    '/remoteEntry.js.gz',
  ])('revalidates %s on every visit', (path) => {
    expect(cacheControlFor(path)).toBe('no-cache');
  });

  it.each([
    '/static/js/index.8bd53b8ff1.js',
    '/static/css/async/k.21eac843f7.css',
    '/static/js/beauty.5bebcc60fc.js',
    '/static/js/index.8bd53b8ff1.js.br',
    '/static/css/async/k.21eac843f7.css.gz',
    '/first-screen/first-screen.5b9baa2ba9.mjs',
    // A remote's server module (decision 0070).
    '/first-screen/first-screen.1408bab8b1.cjs',
  ])('caches the hashed file %s for a year', (path) => {
    expect(cacheControlFor(path)).toBe('public, max-age=31536000, immutable');
  });

  it('does not cache an unhashed file forever', () => {
    expect(cacheControlFor('/favicon.ico')).toBe('no-cache');
  });
});
