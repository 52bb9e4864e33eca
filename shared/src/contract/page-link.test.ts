import { describe, expect, it } from '@rstest/core';
import { checkPageLink } from './page-link';

describe('checkPageLink', () => {
  it.each([
    ['https://haarwerk.example/agb', 'https://haarwerk.example/agb'],
    ['HTTPS://EXAMPLE.COM', 'https://example.com/'],
    ['https://münchen.example/über uns', 'https://xn--mnchen-3ya.example/%C3%BCber%20uns'],
    ['https://example.com:443/a?b=c#d', 'https://example.com/a?b=c#d'],
  ])('keeps %j as %j', (text, kept) => {
    expect(checkPageLink(text)).toEqual({ ok: true, value: kept });
  });

  it.each([
    ['https://example.com/\u0000', 'invalid_characters'],
    ['https://example.com/\u202eevil', 'invalid_characters'],
    ['https:evil.example', 'https_only'],
    ['https:\\\\evil.example', 'https_only'],
    ['https:/evil.example', 'https_only'],
    ['http://example.com', 'https_only'],
    ['javascript:alert(1)', 'https_only'],
    [' https://example.com', 'https_only'],
    ['https://localhost/', 'https_only'],
    ['https://[::1]/', 'https_only'],
    ['https://under_score.example/', 'https_only'],
    ['https://user:pass@example.com/', 'no_credentials'],
    ['https://user@example.com/', 'no_credentials'],
    [`https://example.com/${'ä'.repeat(400)}`, 'too_long'],
  ])('refuses %j: %s', (text, refusal) => {
    expect(checkPageLink(text)).toEqual({ ok: false, refusal });
  });

  it('takes only instagram.com and its subdomains in the Instagram field', () => {
    expect(checkPageLink('https://www.instagram.com/haarwerk', 'instagram').ok).toBe(true);
    expect(checkPageLink('https://instagram.com/haarwerk', 'instagram').ok).toBe(true);
    for (const text of [
      'https://instagram.com.evil.example/',
      'https://evilinstagram.com/',
      'https://evil.example\\@instagram.com/',
      'https://facebook.com/haarwerk',
    ])
      expect(checkPageLink(text, 'instagram')).toEqual({ ok: false, refusal: 'instagram_only' });
  });

  it('takes only facebook.com, fb.com and their subdomains in the Facebook field', () => {
    for (const text of [
      'https://facebook.com/x',
      'https://m.facebook.com/x',
      'https://fb.com/x',
      'https://www.fb.com/x',
    ])
      expect(checkPageLink(text, 'facebook').ok).toBe(true);
    for (const text of ['https://facebook.com.evil.example/', 'https://notfb.com/', 'https://instagram.com/x'])
      expect(checkPageLink(text, 'facebook')).toEqual({ ok: false, refusal: 'facebook_only' });
  });
});
