import { describe, expect, it } from '@rstest/core';
import { organizationFromPath } from './organization-from-path';

describe('organizationFromPath', () => {
  it.each([
    ['/demo-salon', 'demo-salon'],
    ['/demo-salon/mitte/book', 'demo-salon'],
    ['//demo-salon/', 'demo-salon'],
    ['/caf%C3%A9', 'café'],
    ['/%E0%A4%A', '%E0%A4%A'],
  ])('reads %s as %s', (path, organization) => {
    expect(organizationFromPath(path)).toBe(organization);
  });

  it('has no organization at the root', () => {
    expect(organizationFromPath('/')).toBeNull();
    expect(organizationFromPath('')).toBeNull();
  });
});
