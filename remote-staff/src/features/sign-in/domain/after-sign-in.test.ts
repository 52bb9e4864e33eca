import { describe, expect, it } from '@rstest/core';
import { afterSignInPath } from './after-sign-in';

describe('afterSignInPath', () => {
  it('opens the remembered branch', () => {
    expect(afterSignInPath({ branch: 'lumen-mitte' })).toBe('/staff/lumen-mitte');
  });

  it('asks for a branch before the first choice', () => {
    expect(afterSignInPath({ branch: null })).toBe('/staff/branches');
  });
});
