import { describe, expect, it } from '@rstest/core';
import { createLinkSeal } from './link-seal';
import { newSecretKeysText, parseSecretKeys } from './secret-keys';

const LINK = 'https://book.example/staff/reset-password#token=abc';

describe('createLinkSeal', () => {
  const keys = newSecretKeysText();
  const seal = createLinkSeal(parseSecretKeys(keys));

  it('keeps the link out of what is stored, and opens it in its own row', () => {
    const sealed = seal.seal('row-1', LINK);
    expect(sealed).not.toContain('token');
    expect(seal.open('row-1', sealed)).toBe(LINK);
  });

  it('does not open in another row', () => {
    expect(seal.open('row-2', seal.seal('row-1', LINK))).toBeNull();
  });

  it('opens after rotation while the old key is listed, and not once it is gone', () => {
    const sealed = seal.seal('row-1', LINK);
    const rotated = newSecretKeysText();
    expect(createLinkSeal(parseSecretKeys(`${rotated},${keys}`)).open('row-1', sealed)).toBe(LINK);
    expect(createLinkSeal(parseSecretKeys(rotated)).open('row-1', sealed)).toBeNull();
  });
});
