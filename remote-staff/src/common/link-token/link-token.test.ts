import { describe, expect, it } from '@rstest/core';
import { linkToken } from './link-token';

const token = 'a'.repeat(40) + '_-9';

describe('linkToken', () => {
  it('reads the token from the fragment, with or without the hash sign', () => {
    expect(linkToken(`#token=${token}`)).toBe(token);
    expect(linkToken(`token=${token}`)).toBe(token);
  });

  it('is null for a fragment without a well-formed token', () => {
    expect(linkToken('')).toBeNull();
    expect(linkToken('#token=')).toBeNull();
    expect(linkToken('#token=short')).toBeNull();
    expect(linkToken(`#token=${token}x`)).toBeNull();
  });
});
