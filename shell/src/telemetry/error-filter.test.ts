import { describe, expect, it } from '@rstest/core';
import { type ErrorFacts, ignoreReason } from './error-filter';

const own = ['https://book.example.com', 'https://beauty.example.com'];
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

function facts(overrides: Partial<ErrorFacts>): ErrorFacts {
  return {
    type: 'Error',
    message: 'boom',
    frames: ['https://book.example.com/static/js/index.abc.js'],
    pageUrl: 'https://book.example.com/demo-salon',
    userAgent: chrome,
    ...overrides,
  };
}

describe('ignoreReason', () => {
  it('keeps an ordinary error of ours', () => {
    expect(ignoreReason(facts({}), own)).toBeNull();
  });

  it('drops a script that failed to load from a foreign origin', () => {
    const error = facts({ type: 'ChunkLoadError', message: 'Loading chunk 7 failed. (https://cdn.ads.example/x.js)' });
    expect(ignoreReason(error, own)).toBe('foreign-script-load');
  });

  it('keeps a chunk of our own remote that failed to load: that is deploy skew', () => {
    const error = facts({
      type: 'ChunkLoadError',
      message: 'Loading chunk 812 failed.\n(error: https://beauty.example.com/static/js/async/812.abc.js)',
    });
    expect(ignoreReason(error, own)).toBeNull();
  });

  it('drops errors thrown inside a browser extension', () => {
    expect(ignoreReason(facts({ frames: ['chrome-extension://abcdef/content.js'] }), own)).toBe('browser-extension');
    expect(ignoreReason(facts({ frames: ['moz-extension://1234/inject.js'] }), own)).toBe('browser-extension');
  });

  it('drops errors of ad and tracker scripts', () => {
    const frames = ['https://book.example.com/static/js/index.js', 'https://www.googletagmanager.com/gtm.js'];
    expect(ignoreReason(facts({ frames }), own)).toBe('ad-or-tracker');
  });

  it.each(['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed'])(
    'drops the network failure "%s" of a fetch helper',
    (message) => {
      expect(ignoreReason(facts({ type: 'TypeError', message }), own)).toBe('network-fetch');
    },
  );

  it('keeps a TypeError that is a bug, not a network failure', () => {
    expect(
      ignoreReason(facts({ type: 'TypeError', message: "Cannot read properties of undefined (reading 'x')" }), own),
    ).toBeNull();
  });

  it('drops known cross-origin frame errors', () => {
    const message = 'Blocked a frame with origin "https://book.example.com" from accessing a cross-origin frame.';
    expect(ignoreReason(facts({ type: 'SecurityError', message }), own)).toBe('cross-origin-frame');
  });

  it('drops crawler-like requests on Chrome 102 and above to article URLs', () => {
    expect(ignoreReason(facts({ pageUrl: 'https://book.example.com/article/12' }), own)).toBe('crawler-article');
  });

  it('keeps the same on an older Chrome, and on a booking URL', () => {
    const old = chrome.replace('Chrome/126.0', 'Chrome/101.0');
    expect(ignoreReason(facts({ pageUrl: 'https://book.example.com/article/12', userAgent: old }), own)).toBeNull();
    expect(ignoreReason(facts({ pageUrl: 'https://book.example.com/demo-salon/mitte/book' }), own)).toBeNull();
  });
});
