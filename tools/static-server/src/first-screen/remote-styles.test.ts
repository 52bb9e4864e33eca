import { describe, expect, it } from '@rstest/core';
import { canInline } from './remote-styles';

describe('canInline', () => {
  it('takes a style sheet whose meaning does not depend on where it is', () => {
    expect(canInline('.service{display:grid}.price{font-weight:600}')).toBe(true);
    expect(canInline('.a{background:url("data:image/svg+xml;utf8,<svg/>")}')).toBe(true);
    expect(canInline('.a{background:url(https://cdn.example.com/x.webp)}')).toBe(true);
  });

  it('links a style sheet with a relative url(), which would resolve against the shell instead', () => {
    expect(canInline('.a{background:url(../media/bg.webp)}')).toBe(false);
    expect(canInline("@font-face{src:url('/static/font/a.woff2')}")).toBe(false);
  });

  it('links a style sheet that could end the <style> element', () => {
    expect(canInline('.a::after{content:"</style><script>x()</script>"}')).toBe(false);
  });
});
