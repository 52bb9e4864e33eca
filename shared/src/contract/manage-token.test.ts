import { describe, expect, it } from '@rstest/core';
import { scrubDeep, scrubManageTokens } from './manage-token';

const token = 'q3Vx_9LmZpA2rT7wKc1bNg';

describe('scrubManageTokens', () => {
  it('removes the token from a manage link', () => {
    expect(scrubManageTokens(`https://book.example.com/demo-salon/mitte/${token}`)).toBe(
      'https://book.example.com/demo-salon/mitte/[token]',
    );
  });

  it('removes it from the steps under a manage link and keeps the step', () => {
    expect(scrubManageTokens(`/demo-salon/mitte/${token}/reschedule?x=1`)).toBe(
      '/demo-salon/mitte/[token]/reschedule?x=1',
    );
  });

  it('removes it from the legacy appointment route', () => {
    expect(scrubManageTokens(`/demo-salon/appointments/${token}`)).toBe('/demo-salon/appointments/[token]');
  });

  it('removes a hex token too', () => {
    expect(scrubManageTokens('/demo-restaurant/kreuzberg/9f86d081884c7d659a2feaa0c55ad015')).toBe(
      '/demo-restaurant/kreuzberg/[token]',
    );
  });

  it('removes a token found outside a path, such as an API URL in a breadcrumb', () => {
    expect(scrubManageTokens(`GET http://api/v0/appointments?token=${token} failed`)).toBe(
      'GET http://api/v0/appointments?token=[token] failed',
    );
  });

  it('leaves the booking flow alone', () => {
    for (const path of [
      '/demo-salon/mitte/book',
      '/demo-salon/mitte/book/time',
      '/demo-restaurant/kreuzberg/reserve',
    ]) {
      expect(scrubManageTokens(path)).toBe(path);
    }
  });

  it('looks at the path of a URL, not at its host', () => {
    expect(scrubManageTokens('https://book.example.com/demo-salon/kreuzberg')).toBe(
      'https://book.example.com/demo-salon/kreuzberg',
    );
  });

  it('keeps API resource names but not a token in an API path', () => {
    expect(scrubManageTokens('http://localhost:4000/v0/organizations/demo-salon/branches')).toBe(
      'http://localhost:4000/v0/organizations/demo-salon/branches',
    );
    expect(scrubManageTokens(`http://localhost:4000/v0/appointments/${token}/quote`)).toBe(
      'http://localhost:4000/v0/appointments/[token]/quote',
    );
  });

  it('leaves long hyphenated slugs alone', () => {
    expect(scrubManageTokens('/studio-lumen-hamburg-altona-2')).toBe('/studio-lumen-hamburg-altona-2');
  });
});

describe('scrubDeep', () => {
  it('scrubs every string in nested objects and arrays and keeps other values', () => {
    const event = { url: `/o/b/${token}`, tags: [`/o/b/${token}`], count: 2, ok: true, none: null };
    expect(scrubDeep(event)).toEqual({ url: '/o/b/[token]', tags: ['/o/b/[token]'], count: 2, ok: true, none: null });
  });
});
