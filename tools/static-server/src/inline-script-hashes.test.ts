import { createHash } from 'node:crypto';
import { describe, expect, it } from '@rstest/core';
import { inlineScriptHashes } from './inline-script-hashes';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes the exact body of each inline script', () => {
    const html = '<head><script>var a=1;</script><script type="module">go()</script></head>';
    expect(inlineScriptHashes(html)).toEqual([sha('var a=1;'), sha('go()')]);
  });

  it('ignores data blocks, which never run', () => {
    expect(inlineScriptHashes('<script type="application/json" id="boot">{"a":1}</script>')).toEqual([]);
  });

  it('ignores scripts loaded from a URL', () => {
    expect(inlineScriptHashes('<script defer src="/static/js/index.abc.js"></script>')).toEqual([]);
  });
});
